/**
 * Splits a command line into words without a shell: white space separates words, and "double" or
 * 'single' quotes group them (`""` is an empty word). No escapes, no expansion, nothing run. An unclosed
 * quote is `USAGE`, naming the option the line came from (`server-command`, `--oauth-open`).
 */
export declare function commandWords(line: string, option: string): string[];
