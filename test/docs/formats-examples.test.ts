import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';
import { EXAMPLE_KINDS, exampleLines, workedExamples } from '../support/worked-examples.js';

// The worked examples of docs/formats.md show canonical bytes and digests: each is computed again here from
// its input by toolseal's code, so none is typed by hand and none goes stale when a rule changes.
const text = readFileSync(join(ROOT, 'docs', 'formats.md'), 'utf8');
const examples = workedExamples(text);

describe('the worked examples of docs/formats.md', () => {
  it('has one of each kind (canonical JSON, tools, the rest of the surface, a volatile value)', () => {
    expect([...new Set(examples.map((e) => e.kind))].sort()).toEqual([...EXAMPLE_KINDS].sort());
    expect(examples.length).toBe((text.match(/<!-- example: /g) ?? []).length);
  });

  it.each(examples.map((e, i) => [`${i + 1} (${e.kind})`, e] as const))(
    'example %s shows what toolseal computes from its input',
    (_n, e) => {
      expect(e.lines).toBe(exampleLines(e.kind, e.input));
    },
  );

  it('(control) an example with one digit of a digest changed, or a member added to its input, no longer matches', () => {
    const e = examples.find((x) => x.kind === 'tools')!;
    const digit = e.lines.lastIndexOf('sha256:') + 7;
    const wrongDigest = e.lines.slice(0, digit) + (e.lines[digit] === '0' ? '1' : '0') + e.lines.slice(digit + 1);
    expect(wrongDigest).not.toBe(exampleLines(e.kind, e.input));
    const widened = e.input.replace('"destructiveHint":true', '"destructiveHint":false');
    expect(widened).not.toBe(e.input);
    expect(e.lines).not.toBe(exampleLines(e.kind, widened));
  });

  it('the volatile example gives the same digests for another value of the same type, and others for another type', () => {
    const e = examples.find((x) => x.kind === 'volatile')!;
    expect(exampleLines(e.kind, e.input.replace('2026-01-31T12:00:00Z', '1999-12-31T23:59:59Z'))).toBe(e.lines);
    expect(exampleLines(e.kind, e.input.replace('"2026-01-31T12:00:00Z"', '1767182400'))).not.toBe(e.lines);
  });
});
