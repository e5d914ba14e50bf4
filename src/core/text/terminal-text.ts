/**
 * Untrusted text on a terminal or in a GitHub Actions log: one helper for every command and report. Kept
 * apart from the report renderers so the CLI's error line can use it without loading the check code.
 */

/** C0 and C1 controls, DEL, and the invisible and direction-changing characters (soft hyphen, bidi marks, zero-width). */
// eslint-disable-next-line no-control-regex -- the controls a terminal acts on are what this module finds and escapes
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** True for one character a reader cannot see: a control, an invisible or a direction-changing character. */
export function isHiddenCharacter(ch: string): boolean {
  UNSAFE_FOR_TERMINAL.lastIndex = 0;
  return UNSAFE_FOR_TERMINAL.test(ch);
}

/** True when text holds a control, invisible or direction-changing character (what a reader cannot see). */
export function hasHiddenCharacters(s: string): boolean {
  UNSAFE_FOR_TERMINAL.lastIndex = 0;
  return UNSAFE_FOR_TERMINAL.test(s);
}

/**
 * Untrusted text made safe for one line of a terminal or a GitHub Actions log, unquoted (for messages
 * that embed it): every control, invisible or direction-changing character as a `\uXXXX` escape (so no
 * new line, cursor move, recolouring, OSC title or reordering), and a leading `::` (after spaces, which
 * the runner trims) broken, so the text can never be read as a workflow command (`::error::…`,
 * `::add-mask::…`) even when it starts a line.
 */
export function escapeForTerminal(s: string): string {
  const out = s.replace(UNSAFE_FOR_TERMINAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const lead = /^\s*/.exec(out)![0].length;
  return out.startsWith('::', lead) ? `${out.slice(0, lead)}\\u003a${out.slice(lead + 1)}` : out;
}

/**
 * A value as JSON text for a terminal (`--json` on stdout): `JSON.stringify`, which escapes C0 controls in
 * strings, plus `\uXXXX` escapes for the C1, invisible and direction-changing characters it leaves raw.
 * The escapes are inside strings, so the text is still the same JSON value; indentation is kept.
 */
export function jsonForTerminal(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(UNSAFE_FOR_TERMINAL, (c) =>
    c === '\n' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A string from a server, quoted for a terminal: JSON quoting, plus `\u` escapes for the invisible and
 * direction-changing characters JSON leaves as they are, so a tool name cannot move the cursor, recolour
 * the terminal or reorder what is printed after it (see {@link escapeForTerminal}).
 */
export function quoteForTerminal(s: string): string {
  return escapeForTerminal(JSON.stringify(s));
}

/** A word for a POSIX shell: as is when it holds nothing the shell would read, else single-quoted. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
