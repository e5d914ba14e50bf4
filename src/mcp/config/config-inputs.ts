import { ToolsealError } from '../../core/errors.js';

/** The values given for VS Code's `${input:ID}` prompts (`--input ID=VALUE`). */
export type ConfigInputs = ReadonlyMap<string, string>;

/**
 * VS Code's `${input:ID}` in a config value: the value given for it (a secret, pushed to `secrets`: VS Code
 * asks for passwords this way), or a refusal naming the input. The text around it goes through `expand`.
 */
export function expandInputs(
  value: string,
  inputs: ConfigInputs | undefined,
  label: string,
  secrets: string[],
  expand: (text: string) => string,
): string {
  let out = '';
  let last = 0;
  for (const m of value.matchAll(/\$\{input:([^}]*)\}/g)) {
    const id = m[1]!;
    const given = inputs?.get(id);
    if (given === undefined) {
      const shown = JSON.stringify(id.slice(0, 60));
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${label}: \${input:${id.slice(0, 60)}} asks the user for a value in VS Code: give it with --input ${/^[\w.-]+$/.test(id) ? id : shown}=VALUE (or use \${env:NAME})`,
      );
    }
    out += expand(value.slice(last, m.index)) + given;
    if (given !== '') secrets.push(given);
    last = m.index + m[0].length;
  }
  return last === 0 ? expand(value) : out + expand(value.slice(last));
}

/** `--input ID=VALUE`, each given once: the values of a VS Code config's `${input:ID}` prompts. */
export function parseConfigInputs(given: readonly string[]): ConfigInputs {
  const out = new Map<string, string>();
  for (const g of given) {
    const eq = g.indexOf('=');
    const id = eq < 0 ? g : g.slice(0, eq);
    if (eq < 0 || !/^[\w.-]+$/.test(id))
      // Not echoed: a value given without its id is a secret.
      throw new ToolsealError('USAGE', '--input must be ID=VALUE (ID: the id of a VS Code input, of letters, digits, _ . and -)');
    if (out.has(id)) throw new ToolsealError('USAGE', `--input ${id} is given twice`);
    out.set(id, g.slice(eq + 1));
  }
  return out;
}
