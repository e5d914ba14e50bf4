import { digestDocumentText } from '../../../../src/core/snapshot/snapshot-read.js';
import { parseJsonStrict, parseJsonStrictEach } from '../../../../src/core/json/strict-reader.js';

// The readers must stay linear in their input on every shape. Not a timed test: each case compares the
// time of reading 4n tools with the time of reading n, in this one process, so the machine's speed and load
// cancel out. Linear work gives about 4; quadratic work gives about 16. The bound (8) is generous both ways.

/** A tools list of `n` tools of plain text, with no backslash anywhere (like most real servers). */
function plainTools(n: number, tail = ''): string {
  const tools: string[] = [];
  for (let i = 0; i < n; i++) {
    tools.push(
      `{"name":"tool_${i}","description":"Reads the thing number ${i} and says what it found there.","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}}}`,
    );
  }
  return `{"tools":[${tools.join(',')}]${tail}}`;
}

/** Nanoseconds that one call of `f` takes. */
function timeOf(f: () => void): number {
  const t0 = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - t0);
}

/**
 * Time of `read` on the text for 4n over its time on the text for n: the least of 7 rounds each (the
 * run least disturbed by the machine and the collector), the two sizes taking turns so that a load that
 * comes and goes falls on both.
 */
function growth(make: (n: number) => string, read: (text: string) => void, n: number): number {
  const small = make(n);
  const large = make(4 * n);
  read(small); // warm up the code paths
  read(large);
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let r = 0; r < 7; r++) {
    bestSmall = Math.min(
      bestSmall,
      timeOf(() => read(small)),
    );
    bestLarge = Math.min(
      bestLarge,
      timeOf(() => read(large)),
    );
  }
  return bestLarge / bestSmall;
}

const N = 4000;
const each = (text: string) => {
  let count = 0;
  parseJsonStrictEach(text, 'tools.json', 'tools', () => count++);
};

describe('readers stay linear in their input (time of 4n over time of n, in one process)', () => {
  it('reads tools one by one in linear time when the text has no backslash', () => {
    expect(growth((n) => plainTools(n), each, N)).toBeLessThan(8);
  });

  it('reads tools one by one in linear time when the only backslash is at the very end', () => {
    // The twin of the case above: the look-ahead finds a backslash, but only after every tool.
    expect(growth((n) => plainTools(n, ',"z":"\\n"'), each, N)).toBeLessThan(8);
  });

  it('digests a tools list in linear time when the text has no backslash', () => {
    expect(
      growth(
        (n) => plainTools(n),
        (t) => digestDocumentText(t, 'tools.json'),
        N,
      ),
    ).toBeLessThan(8);
  });

  it('reads a whole text in linear time when the text has no backslash', () => {
    expect(
      growth(
        (n) => plainTools(n),
        (t) => parseJsonStrict(t, 'tools.json'),
        N,
      ),
    ).toBeLessThan(8);
  });

  it('reads the same values as JSON.parse on both shapes', () => {
    for (const text of [plainTools(3), plainTools(3, ',"z":"\\n"')]) {
      const got: unknown[] = [];
      const doc = parseJsonStrictEach(text, 'tools.json', 'tools', (v) => got.push(v));
      const want = JSON.parse(text) as { tools: unknown[] };
      expect(got).toEqual(want.tools);
      expect(doc).toEqual({ ...want, tools: [] });
    }
  });
});
