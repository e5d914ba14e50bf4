import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  NPM_FLAG_KEYS,
  NPM_SHORTHANDS,
  NPM_VALUE_KEYS,
  NPX_FLAG_KEYS,
  NPX_REMOVED_KEYS,
  NPX_VALUE_KEYS,
} from '../../../src/core/origin/launcher-options.js';
import { ROOT } from '../../support/paths.js';

/** The folder of the npm the tests run with: the project's node_modules/npm, else the npm on PATH. */
function installedNpm(): string {
  const local = join(ROOT, 'node_modules', 'npm');
  if (existsSync(join(local, 'package.json'))) return local;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, 'npm');
    if (existsSync(bin)) return dirname(dirname(realpathSync(bin)));
  }
  throw new Error('no npm on PATH');
}

/** The npm whose definitions the table was taken from (src/core/origin/launcher-options.ts says so too). */
const TABLE_NPM = '11.19.1';

describe("npm's option table", () => {
  const npm = installedNpm();
  const require = createRequire(join(npm, 'package.json'));
  const npmVersion = (JSON.parse(readFileSync(join(npm, 'package.json'), 'utf8')) as { version: string }).version;
  // Against the npm the table was taken from, the table is that npm's exactly. Against another (a runner's
  // newer or older npm), every option both know is read alike, so a value option is never taken for a flag.
  const same = npmVersion === TABLE_NPM;
  const { definitions, shorthands } = require('@npmcli/config/lib/definitions') as {
    definitions: Record<string, { type: unknown }>;
    shorthands: Record<string, string[]>;
  };
  const isFlag = (type: unknown) => type === Boolean || (Array.isArray(type) && type.includes(Boolean));

  it(`holds the flags of the installed npm's own definitions (${npm}); refresh it when npm adds one`, () => {
    const flags = Object.keys(definitions).filter((k) => isFlag(definitions[k]!.type));
    if (same) expect([...NPM_FLAG_KEYS].sort()).toEqual(flags.sort());
    else expect(flags.filter((k) => NPM_VALUE_KEYS.has(k))).toEqual([]);
  });

  it('holds the options that take a value, the rest of those definitions', () => {
    const values = Object.keys(definitions).filter((k) => !isFlag(definitions[k]!.type));
    if (same) expect([...NPM_VALUE_KEYS].sort()).toEqual(values.sort());
    else expect(values.filter((k) => NPM_FLAG_KEYS.has(k))).toEqual([]);
    expect(NPM_VALUE_KEYS.has('heading') && NPM_VALUE_KEYS.has('loglevel')).toBe(true);
  });

  it('holds its shorthands', () => {
    if (same) expect(Object.fromEntries(NPM_SHORTHANDS)).toEqual(shorthands);
    else for (const [k, v] of NPM_SHORTHANDS) if (k in shorthands) expect([k, shorthands[k]]).toEqual([k, v]);
  });

  it("holds what npx's own bin/npx-cli.js reads before npm: its value options, its extra flags, the options it removed", () => {
    if (!same) return; // npx-cli.js's sets are compared with the npm the table was taken from only
    const source = readFileSync(join(npm, 'bin', 'npx-cli.js'), 'utf8');
    // The quoted words of `const NAME = new Set([ … ])` in npx-cli.js.
    const setOf = (name: string) => {
      const m = new RegExp(`const ${name} = new Set\\(\\[([^\\]]*)\\]`).exec(source);
      if (!m) throw new Error(`npx-cli.js has no ${name}`);
      return [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!).sort();
    };
    const removed = [...setOf('removedSwitches'), ...setOf('removedOpts')].sort();
    expect([...NPX_REMOVED_KEYS].sort()).toEqual(removed);
    expect([...NPX_VALUE_KEYS].sort()).toEqual(setOf('opts').filter((k) => !removed.includes(k)));
    expect([...NPX_FLAG_KEYS].sort()).toEqual(setOf('switches').filter((k) => !removed.includes(k)));
  });
});
