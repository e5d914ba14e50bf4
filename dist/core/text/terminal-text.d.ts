/**
 * Untrusted text on a terminal or in a GitHub Actions log: one helper for every command and report. Kept
 * apart from the report renderers so the CLI's error line can use it without loading the check code.
 */
/** True for one character a reader cannot see: a control, an invisible or a direction-changing character. */
export declare function isHiddenCharacter(ch: string): boolean;
/** True when text holds a control, invisible or direction-changing character (what a reader cannot see). */
export declare function hasHiddenCharacters(s: string): boolean;
/**
 * Untrusted text made safe for one line of a terminal or a GitHub Actions log, unquoted (for messages
 * that embed it): every control, invisible or direction-changing character as a `\uXXXX` escape (so no
 * new line, cursor move, recolouring, OSC title or reordering), and a leading `::` (after spaces, which
 * the runner trims) broken, so the text can never be read as a workflow command (`::error::…`,
 * `::add-mask::…`) even when it starts a line.
 */
export declare function escapeForTerminal(s: string): string;
/**
 * A value as JSON text for a terminal (`--json` on stdout): `JSON.stringify`, which escapes C0 controls in
 * strings, plus `\uXXXX` escapes for the C1, invisible and direction-changing characters it leaves raw.
 * The escapes are inside strings, so the text is still the same JSON value; indentation is kept.
 */
export declare function jsonForTerminal(value: unknown, indent?: number): string;
/**
 * A string from a server, quoted for a terminal: JSON quoting, plus `\u` escapes for the invisible and
 * direction-changing characters JSON leaves as they are, so a tool name cannot move the cursor, recolour
 * the terminal or reorder what is printed after it (see {@link escapeForTerminal}).
 */
export declare function quoteForTerminal(s: string): string;
/** A word for a POSIX shell: as is when it holds nothing the shell would read, else single-quoted. */
export declare function shellWord(word: string): string;
