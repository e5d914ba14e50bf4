import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import { VECTORS } from '../../support/paths.js';

const dir = join(VECTORS, 'jcs');
const cases = readdirSync(join(dir, 'input')).filter((f) => f.endsWith('.json'));

describe('canonicalize (RFC 8785 conformance vectors)', () => {
  it('has the vector files', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });
  it.each(cases)('%s canonicalizes to exactly the expected bytes', (name) => {
    const input = readFileSync(join(dir, 'input', name), 'utf8');
    const expected = readFileSync(join(dir, 'output', name));
    const actual = Buffer.from(canonicalize(parseJsonStrict(input, name)), 'utf8');
    expect(actual.toString('hex')).toBe(expected.toString('hex'));
  });
});
