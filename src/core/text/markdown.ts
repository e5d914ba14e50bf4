/**
 * Escaping for server-supplied text (tool names, property names, descriptions) in Markdown that GitHub
 * renders: a pull-request comment, a job summary, a report file. Server text is untrusted: it must not
 * break out of a table cell, open a link or image, ping a user, inject HTML or close a hidden marker.
 */
import { isHiddenCharacter } from './terminal-text.js';

/**
 * Characters that are Markdown, HTML or GitHub syntax wherever they stand in inline text: a table cell's
 * end (`|`), HTML and autolinks (`<`, `>`), entities (`&`), escapes (`\`), code spans, emphasis and
 * strikethrough (`` ` ``, `*`, `~`), links and images (`[`, `]`), mentions and e-mail links (`@`), issue
 * references (`#`), URL schemes and emoji (`:`), math (`$`). Each becomes a numeric character reference,
 * which CommonMark decodes only after it has parsed the structure, so it renders as the character and
 * never acts as syntax.
 */
const SYNTAX = /[|<>&\\`*~[\]@#:$]/;
const ALNUM = /^[\p{L}\p{N}]$/u;
const alnum = (c: string) => ALNUM.test(c);

/**
 * Inline text for anywhere in Markdown, table cells included, escaping only what could act as syntax
 * (see SYNTAX), so a raw body (an e-mail notification, an API reader) stays readable: `io.github.x/docs-mcp`
 * is written as it is. Beyond that set: `_` unless it stands between two letters or digits (only there it
 * cannot open or close emphasis); the `.` of `www.` and the `-` of `GH-1` (GitHub autolinks both); the
 * second `/` of `//` (a scheme-less link). Line breaks and invisible characters (controls, bidi overrides,
 * zero-width) are shown as visible `\u` escapes.
 */
export function mdText(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const before = chars[i - 1] ?? '';
    const after = chars[i + 1] ?? '';
    // The one list of hidden characters (controls, line breaks, bidi, zero-width) lives in terminal-text.
    if (isHiddenCharacter(ch)) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else if (
      SYNTAX.test(ch) ||
      (ch === '_' && !(alnum(before) && alnum(after))) ||
      (ch === '.' && /www$/i.test(chars.slice(Math.max(0, i - 3), i).join(''))) ||
      (ch === '-' && /gh$/i.test(chars.slice(Math.max(0, i - 2), i).join('')) && /^[0-9]$/.test(after)) ||
      (ch === '/' && before === '/')
    ) {
      out += `&#${cp};`;
    } else out += ch;
  }
  return out;
}

/**
 * A fenced code block that the text cannot close: the fence is one backtick longer than the longest
 * run of backticks in the text (at least three). Inside it GitHub renders nothing as Markdown or HTML.
 */
export function mdFence(text: string, info = 'text'): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  // Bidi overrides and zero-width characters would reorder or hide words from the reviewer (as in
  // "Trojan Source"); inside the block they are shown as visible \u escapes, as mdText shows them.
  let shown = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0)!;
    shown += isHiddenCharacter(ch) && ch !== '\n' && ch !== '\t' ? `\\u${cp.toString(16).padStart(4, '0')}` : ch;
  }
  return `${fence}${info}\n${shown}\n${fence}`;
}

/**
 * A hidden HTML comment marker (for finding a bot comment again). Only toolseal's own constant text goes
 * in it; anything that could close the comment is removed.
 */
export function mdMarker(id: string): string {
  return `<!-- ${id.replace(/--|>|</g, '')} -->`;
}
