import { duplicateName, firstRepeatIn } from '../../../src/core/surface/repeated-tool-names.js';

// Positions sorted by name, then by position: a repeat's first two positions are side by side.
const sortedPositions = (names: string[]) =>
  names.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));

describe('firstRepeatIn', () => {
  it('names the first position in list order that repeats an earlier name, with the first of that name (hostile)', () => {
    const names = ['c', 'a', 'b', 'a', 'c', 'c'];
    const e = firstRepeatIn(sortedPositions(names), (i) => names[i]!, 'f.json: tools');
    expect(e?.code).toBe('DUPLICATE_TOOL_NAME');
    expect(e?.message).toBe('f.json: tools[1] and tools[3] are both named "a"');
  });

  it('twin: distinct names, alike but for case or a prefix, give none', () => {
    const names = ['a', 'A', 'ab', 'b'];
    expect(firstRepeatIn(sortedPositions(names), (i) => names[i]!, 'tools')).toBeUndefined();
  });
});

describe('duplicateName', () => {
  it('names the document once and the list at both positions', () => {
    expect(duplicateName('tools', 0, 2, 'x').message).toBe('tools[0] and tools[2] are both named "x"');
    expect(duplicateName('a: b.json: tools', 0, 1, 'x').message).toBe('a: b.json: tools[0] and tools[1] are both named "x"');
  });
});
