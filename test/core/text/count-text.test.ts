import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countText } from '../../../src/core/text/count-text.js';
import { ROOT } from '../../support/paths.js';

/** A message that puts a count before a plural noun itself (`${n} tools`), where countText says `1 tool`. */
const COUNT_BEFORE_PLURAL = /\$\{[^{}`]*\} (tools|servers|pages|prompts|changes|entries)\b/g;

function pluralsBuiltByHand(text: string): string[] {
  return [...text.matchAll(COUNT_BEFORE_PLURAL)].map((m) => m[0]);
}

describe('countText', () => {
  it('says one tool in the singular (hostile: "1 tools" was printed by snapshot, doctor, check and the guard)', () => {
    expect(countText(1, 'tool')).toBe('1 tool');
    expect(countText(1, 'instructions/prompt/template change')).toBe('1 instructions/prompt/template change');
  });

  it('twin: zero and more than one take the plural, an irregular plural as given', () => {
    expect(countText(0, 'tool')).toBe('0 tools');
    expect(countText(3, 'tool')).toBe('3 tools');
    expect(countText(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('messages built from a count', () => {
  it('finds a count written before a plural noun by hand, and not one written with countText', () => {
    expect(pluralsBuiltByHand('`all ${check.toolCount} tools withheld`')).toEqual(['${check.toolCount} tools']);
    expect(pluralsBuiltByHand("`all ${countText(check.toolCount, 'tool')} withheld`")).toEqual([]);
  });

  it('no file of src/ writes "${n} tools" (or servers, pages, prompts, changes, entries): countText does', () => {
    const dir = join(ROOT, 'src');
    const found = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => pluralsBuiltByHand(readFileSync(join(dir, f), 'utf8')).map((m) => `src/${f}: ${m}`));
    expect(found).toEqual([]);
  });
});
