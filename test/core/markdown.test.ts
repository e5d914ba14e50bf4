import { mdFence, mdMarker, mdText } from '../../src/core/markdown.js';

describe('mdFence', () => {
  describe('when the text holds backticks', () => {
    it('uses a fence one backtick longer than the longest run, so the text cannot close it', () => {
      const block = mdFence('a ```` b');
      const [open] = block.split('\n');
      expect(open).toBe('`````text');
      expect(block.endsWith('\n`````')).toBe(true);
    });
  });

  describe('when the text holds bidi overrides or zero-width characters', () => {
    it('shows them as visible \\u escapes (they would reorder or hide words from the reviewer)', () => {
      const block = mdFence('Safe\u202Eelif\u200Bx\u2066y');
      expect(block).not.toMatch(/[\u202E\u200B\u2066]/);
      expect(block).toContain('\\u202e');
      expect(block).toContain('\\u200b');
      expect(block).toContain('\\u2066');
    });
    it('keeps ordinary text, tabs, line breaks and non-Latin letters as they are (the twin)', () => {
      expect(mdFence('Grüße\tcafé\nzweite Zeile 東京')).toBe('```text\nGrüße\tcafé\nzweite Zeile 東京\n```');
    });
  });
});

describe('mdText', () => {
  it('turns Markdown and HTML syntax into character references, letters and digits stay', () => {
    expect(mdText('a|b<img>`[x](y)@z')).toBe('a&#124;b&#60;img&#62;&#96;&#91;x&#93;&#40;y&#41;&#64;z');
  });
  it('shows line breaks and bidi overrides as \\u escapes', () => {
    expect(mdText('a\nb\u202Ec')).toBe('a\\u000ab\\u202ec');
  });
});

describe('mdMarker', () => {
  it('cannot be closed early by what it is given', () => {
    expect(mdMarker('toolseal--> <x')).toBe('<!-- toolseal x -->');
  });
});
