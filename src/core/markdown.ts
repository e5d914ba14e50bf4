/**
 * Escaping for server-supplied text (tool names, property names, descriptions) in Markdown that GitHub
 * renders: a pull-request comment, a job summary, a report file. Server text is untrusted: it must not
 * break out of a table cell, open a link or image, ping a user, inject HTML or close a hidden marker.
 */
import { isHiddenCharacter } from './terminal-text.js';

/**
 * Inline text for anywhere in Markdown, table cells included: every character that is not a letter,
 * digit or plain space becomes a numeric character reference. CommonMark decodes references after it
 * has parsed structure, so they render as the character and never act as syntax (`|`, `<`, `` ` ``,
 * `[`, `!`, `@`, `:`, `_` …). Line breaks and invisible controls (bidi overrides, zero-width) are shown
 * as visible `\u` escapes.
 */
export function mdText(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // The one list of hidden characters (controls, line breaks, bidi, zero-width) lives in terminal-text.
    if (isHiddenCharacter(ch)) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else if (/[\p{L}\p{N} ]/u.test(ch)) out += ch;
    else out += `&#${cp};`;
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
