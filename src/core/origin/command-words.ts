import { ToolsealError } from '../errors.js';

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

/** A word of a shell command line: its text with quotes removed, and whether the shell would expand it. */
export interface ShellWord {
  text: string;
  /** `$VAR`, `$(…)`, a backquote, a glob (`*`, `?`, `[`) or a leading `~` outside single quotes. */
  expands: boolean;
}

/** The longest shell command line read (a config's `sh -c` string); longer is not read. */
const MAX_SHELL_LINE = 64 * 1024;
/** Words that open a compound command: what follows them is not one simple command. */
const SHELL_KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'for', 'while', 'until', 'do', 'done', 'case', 'esac']);
const SHELL_GROUPING = new Set(['function', 'select', '{', '}', '!', '[[', 'coproc']);

/**
 * A POSIX shell command line (`sh -c "…"`) as its simple commands (split at `;`, `&`, `&&`, `||`, `|` and
 * new lines), each a list of words with the leading `NAME=value` assignments and the redirections left
 * out. Read as the shell reads it: single quotes keep everything, double quotes keep all but `$`, the
 * backquote and `\`, and `\` outside quotes keeps the next character. What this reader does not follow (a
 * subshell, a here-document, `if`/`for`/`case`, a function, an unclosed quote) is returned as
 * `{ unreadable }`, never guessed at. Nothing is expanded or run.
 */
export function shellCommands(line: string): { commands: ShellWord[][] } | { unreadable: string } {
  if (line.length > MAX_SHELL_LINE) return { unreadable: 'the shell command line is too long to read' };
  const commands: ShellWord[][] = [];
  let current: ShellWord[] = [];
  let text = '';
  let expands = false;
  let inWord = false;
  let redirectTarget = false;
  const endWord = () => {
    if (inWord) {
      if (redirectTarget) redirectTarget = false;
      else current.push({ text, expands });
    }
    text = '';
    expands = false;
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    while (current.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(current[0]!.text)) current.shift();
    if (current.length > 0) commands.push(current);
    current = [];
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === ' ' || ch === '\t') endWord();
    else if (ch === '\n' || ch === ';' || ch === '&' || ch === '|') {
      endCommand();
      if ((ch === '&' || ch === '|') && line[i + 1] === ch) i++;
    } else if (ch === '(' || ch === ')') return { unreadable: 'a subshell or a function in the shell command line is not read' };
    else if (ch === '<' || ch === '>') {
      // `2>&1`, `>/dev/null`, `<file`: a file descriptor before it is not a word, the target after it is none either.
      if (inWord && /^\d+$/.test(text) && !expands) {
        text = '';
        inWord = false;
      } else endWord();
      if (ch === '<' && line[i + 1] === '<') return { unreadable: 'a here-document in the shell command line is not read' };
      while (line[i + 1] === '>' || line[i + 1] === '<' || line[i + 1] === '|') i++;
      if (line[i + 1] === '&') {
        i++;
        while (/[\d-]/.test(line[i + 1] ?? '')) i++;
      } else redirectTarget = true;
    } else if (ch === '\\') {
      if (line[i + 1] === '\n') i++;
      else if (i + 1 < line.length) {
        text += line[++i];
        inWord = true;
      }
    } else if (ch === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) return { unreadable: 'the shell command line has an unclosed quote' };
      text += line.slice(i + 1, close);
      inWord = true;
      i = close;
    } else if (ch === '"') {
      inWord = true;
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        const c = line[j]!;
        if (c === '\\' && '$`"\\\n'.includes(line[j + 1] ?? '')) text += line[++j] === '\n' ? '' : line[j];
        else {
          if (c === '$' || c === '`') expands = true;
          text += c;
        }
      }
      if (j >= line.length) return { unreadable: 'the shell command line has an unclosed quote' };
      i = j;
    } else if (ch === '#' && !inWord) {
      while (i + 1 < line.length && line[i + 1] !== '\n') i++;
    } else {
      if (ch === '$' || ch === '`' || ch === '*' || ch === '?' || ch === '[' || (ch === '~' && !inWord)) expands = true;
      text += ch;
      inWord = true;
    }
  }
  if (redirectTarget && !inWord) return { unreadable: 'a redirection in the shell command line has no target' };
  endCommand();
  for (const c of commands) {
    const first = c[0]!.text;
    if (SHELL_KEYWORDS.has(first) || SHELL_GROUPING.has(first))
      return { unreadable: `the shell command line uses ${JSON.stringify(first)}, which is not read` };
  }
  return { commands };
}

/**
 * An option and its value as command-line words: `--name VALUE`, or the one word `--name=VALUE` when the
 * value begins with `-` (a parser takes such a word for an option, not a value: a config key `-files`).
 */
export function optionWords(name: string, value: string): string[] {
  return value.startsWith('-') ? [`--${name}=${value}`] : [`--${name}`, value];
}
