// Typed views of the JSON the tests read and edit (a tool's schema, a parsed report, a SARIF log). Each
// step is checked, so a fixture whose shape changed fails at the step that is missing, and says which.
import { isJsonObject } from '../../src/core/json/json-object.js';

type Step = string | number;

function valueAt(value: unknown, path: Step[]): unknown {
  let at = value;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    if (typeof step === 'number' ? !Array.isArray(at) : !isJsonObject(at)) {
      throw new Error(`no ${typeof step === 'number' ? 'array' : 'object'} at ${['(value)', ...path.slice(0, i)].join('.')}`);
    }
    at = (at as Record<Step, unknown>)[step];
  }
  return at;
}

/** The object at `path` inside `value` (object members by name, array items by index), to read or edit. */
export function objectAt(value: unknown, ...path: Step[]): Record<string, unknown> {
  const at = valueAt(value, path);
  if (!isJsonObject(at)) throw new Error(`not an object at ${['(value)', ...path].join('.')}`);
  return at;
}

/** The array at `path` inside `value`, to read or edit. */
export function arrayAt(value: unknown, ...path: Step[]): unknown[] {
  const at = valueAt(value, path);
  if (!Array.isArray(at)) throw new Error(`not an array at ${['(value)', ...path].join('.')}`);
  return at;
}

/** The parts of a SARIF 2.1.0 result the tests read. */
export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning' | 'note';
  message?: { text: string };
  locations: [{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }];
  partialFingerprints: Record<string, string>;
  properties: { server: string; tool?: string } & Record<string, unknown>;
}

export interface SarifRule {
  id: string;
  helpUri: string;
}

export interface SarifLog {
  version: string;
  runs: [{ tool: { driver: { name: string; informationUri: string; rules: SarifRule[] } }; results: SarifResult[] }];
}

/** A SARIF log written by renderCheckSarif (or read back from a `--sarif` file): one run, its rules and results. */
export function sarifLog(value: unknown): SarifLog {
  const runs = arrayAt(value, 'runs');
  if (objectAt(value).version !== '2.1.0' || runs.length !== 1) throw new Error('not a SARIF 2.1.0 log with one run');
  arrayAt(value, 'runs', 0, 'tool', 'driver', 'rules');
  for (const r of arrayAt(value, 'runs', 0, 'results')) arrayAt(r, 'locations');
  return value as SarifLog;
}

/** The value at `path` inside `value`, or undefined from the first step that is not there (a request read as a server reads it). */
export function memberAt(value: unknown, ...path: Step[]): unknown {
  let at = value;
  for (const step of path) {
    if (typeof step === 'number' ? !Array.isArray(at) : !isJsonObject(at)) return undefined;
    at = (at as Record<Step, unknown>)[step];
  }
  return at;
}
