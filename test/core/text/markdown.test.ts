import { mdFence, mdMarker, mdText } from '../../../src/core/text/markdown.js';
import { htmlText, renderAsGitHub, tableRows } from '../../support/check-action-fixtures.js';

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
  // Rendered as GitHub would (GFM tables, raw HTML on, bare URLs linked): the hostile string must come out
  // as the same text inside one table cell, with no element of its own.
  const cell = (name: string) => {
    const html = renderAsGitHub(`| tool | change |\n|---|---|\n| ${mdText(name)} | changed |\n`);
    const rows = tableRows(html);
    return { cells: rows[1]!, html };
  };

  it.each([
    ['a table break, HTML and a comment end', 'x|y</td><img src=x onerror=alert(1)>`-->[a](https://e.example)'],
    ['a link and an image', '[click](https://e.example) ![i](https://e.example/i.png)'],
    ['bare URLs GitHub links', 'see https://e.example/x, www.e.example and HTTP://E.EXAMPLE'],
    ['a scheme-less link', '//e.example/path'],
    ['an autolink and raw HTML', '<https://e.example> <b>bold</b> <!-- c -->'],
    ['an e-mail address and a mention', 'mail a@e.example or @octocat, @octo-org/team'],
    ['issue references', '#1 GH-2 octo-org/octo-repo#3'],
    ['emphasis, strikethrough, math and a code span', '_x_ *y* __z__ ~~w~~ $\\pi$ `code`'],
    ['entities and escapes', '&amp; &#60; \\| \\* :smile:'],
  ])('keeps %s as plain text in its cell', (_what, name) => {
    const { cells, html } = cell(name);
    expect(cells).toHaveLength(2);
    expect(htmlText(cells[0]!)).toBe(name);
    expect(cells[0]).not.toMatch(/<(?!\/?(?:td|th)\b)[a-z!]/i);
    expect(html).not.toMatch(/<(a|img|b|code|em|strong|s|del)\b/i);
  });

  it('writes a registry name, a file name, a pointer and an ordinary sentence as they are (readable raw)', () => {
    for (const plain of [
      'io.github.example/docs-mcp',
      'search_notes',
      'scripted-stdio-server.mjs',
      '/inputSchema/properties/query/description',
      'Deletes a note (no undo), 2-3 s; see docs.',
    ]) {
      expect(mdText(plain)).toBe(plain);
    }
  });

  it('escapes only the characters that act as syntax', () => {
    expect(mdText('a|b<img>`[x](y)@z')).toBe('a&#124;b&#60;img&#62;&#96;&#91;x&#93;(y)&#64;z');
    expect(mdText('www.x and wwwx.y, GH-12 and GH-x, a//b and a/b, _a a_b b_')).toBe(
      'www&#46;x and wwwx.y, GH&#45;12 and GH-x, a/&#47;b and a/b, &#95;a a_b b&#95;',
    );
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
