/**
 * Splits a command line into words without a shell: white space separates words, and "double" or
 * 'single' quotes group them (`""` is an empty word). No escapes, no expansion, nothing run. An unclosed
 * quote is `USAGE`, naming the option the line came from (`server-command`, `--oauth-open`).
 */
export declare function commandWords(line: string, option: string): string[];
/** A word of a shell command line: its text with quotes removed, and whether the shell would expand it. */
export interface ShellWord {
    text: string;
    /** `$VAR`, `$(…)`, a backquote, a glob (`*`, `?`, `[`) or a leading `~` outside single quotes. */
    expands: boolean;
}
/**
 * A POSIX shell command line (`sh -c "…"`) as its simple commands (split at `;`, `&`, `&&`, `||`, `|` and
 * new lines), each a list of words with the leading `NAME=value` assignments and the redirections left
 * out. Read as the shell reads it: single quotes keep everything, double quotes keep all but `$`, the
 * backquote and `\`, and `\` outside quotes keeps the next character. What this reader does not follow (a
 * subshell, a here-document, `if`/`for`/`case`, a function, an unclosed quote) is returned as
 * `{ unreadable }`, never guessed at. Nothing is expanded or run.
 */
export declare function shellCommands(line: string): {
    commands: ShellWord[][];
} | {
    unreadable: string;
};
/**
 * An option and its value as command-line words: `--name VALUE`, or the one word `--name=VALUE` when the
 * value begins with `-` (a parser takes such a word for an option, not a value: a config key `-files`).
 */
export declare function optionWords(name: string, value: string): string[];
