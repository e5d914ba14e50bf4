import { ToolsealError } from './errors.js';

/**
 * Splits a command line into words without a shell: white space separates words, and "double" or
 * 'single' quotes group them (`""` is an empty word). No escapes, no expansion, nothing run. An unclosed
 * quote is `USAGE`, naming the option the line came from (`server-command`, `--oauth-open`).
 */
export function commandWords(line: string, option: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: '"' | "'" | undefined;
  let inWord = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = undefined;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new ToolsealError('USAGE', `${option} has an unclosed quote`);
  if (inWord) words.push(word);
  return words;
}

/**
 * An option and its value as command-line words: `--name VALUE`, or the one word `--name=VALUE` when the
 * value begins with `-` (a parser takes such a word for an option, not a value: a config key `-files`).
 */
export function optionWords(name: string, value: string): string[] {
  return value.startsWith('-') ? [`--${name}=${value}`] : [`--${name}`, value];
}
