// The commands that start another command as the platform runs them: a shell given a command line
// (`sh -c "npx -y pkg"`, `cmd /c npx …`, `pwsh -Command …`), a prefix (`env VAR=1 npx`, `nice -n 5`,
// `timeout 60`, `nohup`, `stdbuf`, `setsid`, `ionice`, `time`), and node running a launcher's own script
// (`node …/npx-cli.js`). Each is read by its own options; what toolseal cannot follow is `unreadable`,
// never taken as "not a launcher". Pure: nothing is run.
import { commandWords, shellCommands, type ShellWord } from './command-words.js';

export type Unwrapped =
  | { kind: 'command'; command: string; args: readonly string[] }
  | { kind: 'shell'; commands: ShellWord[][] }
  | { kind: 'unreadable'; why: string; words: readonly string[] };

/** A prefix command's options: those that take a value, its flags, and how many operands come before the command. */
interface PrefixTable {
  values: ReadonlySet<string>;
  flags: ReadonlySet<string>;
  /** Operands before the command (`timeout DURATION`). */
  operands?: number;
  /** `-N` (`nice -10`) is an option of its own. */
  numberOption?: boolean;
  /** `NAME=value` words before the command are settings (`env`). */
  assignments?: boolean;
}

const set = (s: string) => new Set(s.split(' '));
// From each tool's --help (GNU coreutils 9, util-linux 2.39).
const PREFIXES: Record<string, PrefixTable> = {
  env: {
    values: set('-u --unset -C --chdir -S --split-string'),
    flags: set('-i --ignore-environment -0 --null -v --debug - --default-signal --ignore-signal --block-signal'),
    assignments: true,
  },
  nice: { values: set('-n --adjustment'), flags: set(''), numberOption: true },
  timeout: { values: set('-s --signal -k --kill-after'), flags: set('--preserve-status --foreground -v --verbose'), operands: 1 },
  nohup: { values: set(''), flags: set('') },
  setsid: { values: set(''), flags: set('-c --ctty -f --fork -w --wait') },
  stdbuf: { values: set('-i --input -o --output -e --error'), flags: set('') },
  ionice: { values: set('-c --class -n --classdata'), flags: set('-t --ignore') },
  time: { values: set('-o --output -f --format'), flags: set('-p --portability -v --verbose -a --append -q --quiet') },
  // sudo(8) and doas(1): the options that run a command as another user (a shell or a login, -s/-i, is not read).
  sudo: {
    values: set(
      '-u --user -g --group -C --close-from -D --chdir -h --host -p --prompt -r --role -t --type -T --command-timeout -U --other-user',
    ),
    flags: set('-E --preserve-env -H --set-home -n --non-interactive -P --preserve-groups -S --stdin -b --background -k --reset-timestamp'),
    assignments: true,
  },
  doas: { values: set('-u -C'), flags: set('-n') },
};
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'yash']);
const SHELL_VALUE_OPTIONS = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);
const NODE_VALUE_OPTIONS = set('-r --require --import --loader --experimental-loader -C --conditions --title --input-type --env-file');

/** What a wrapper word starts, or undefined when `word` is no wrapper. `word` is the command's own name (no folder, lower case). */
export function unwrapCommand(word: string, args: readonly string[]): Unwrapped | undefined {
  if (Object.hasOwn(PREFIXES, word)) return unwrapPrefix(word, PREFIXES[word]!, args);
  if (SHELLS.has(word)) return unwrapShell(word, args);
  if (word === 'cmd') return unwrapCmd(args);
  if (word === 'pwsh' || word === 'powershell') return unwrapPowershell(args);
  if (word === 'node' || word === 'nodejs') return unwrapNode(args);
  return undefined;
}

function unwrapPrefix(word: string, t: PrefixTable, args: readonly string[]): Unwrapped {
  const words = [...args];
  let operands = t.operands ?? 0;
  // Bounded: each step consumes a word; env -S adds the words of its value once per -S given.
  for (let i = 0, steps = 0; i < words.length && steps < 4 * args.length + 8; i++, steps++) {
    const a = words[i]!;
    const unreadable = (why: string): Unwrapped => ({ kind: 'unreadable', why, words: words.slice(i) });
    if (a === '--' && operands === 0) return rest(words, i + 1);
    if (a === '-' && word === 'env') continue;
    if (a.startsWith('-') && a !== '-' && operands === (t.operands ?? 0)) {
      const eq = a.indexOf('=');
      const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
      let value: string | undefined = name === a ? undefined : a.slice(eq + 1);
      if (t.numberOption && /^-\d+$/.test(a)) continue;
      if (t.flags.has(name)) continue;
      if (!t.values.has(name) && !t.values.has(a.slice(0, 2)))
        return unreadable(`${word}'s option ${JSON.stringify(name.slice(0, 40))} is not one toolseal reads`);
      if (value === undefined && !t.values.has(name)) value = a.slice(2);
      if (value === undefined) value = words[++i];
      if (value === undefined) return unreadable(`${word}'s option ${name} has no value`);
      if (word === 'env' && (name === '-S' || name === '--split-string' || a.startsWith('-S'))) {
        if (/[$\\`]/.test(value)) return unreadable('env -S holds an expansion or an escape, which is not read');
        let split: string[];
        try {
          split = commandWords(value, 'env -S');
        } catch {
          return unreadable('env -S has an unclosed quote');
        }
        words.splice(i + 1, 0, ...split);
      }
      continue;
    }
    if (t.assignments && /^[A-Za-z_][A-Za-z0-9_]*=/.test(a)) continue;
    if (operands > 0) {
      operands--;
      continue;
    }
    return rest(words, i);
  }
  return { kind: 'unreadable', why: `${word} names no command`, words: [] };
}

function rest(words: readonly string[], at: number): Unwrapped {
  return at < words.length
    ? { kind: 'command', command: words[at]!, args: words.slice(at + 1) }
    : { kind: 'unreadable', why: 'no command follows', words: [] };
}

/** `sh [options] -c LINE [NAME ARGS…]`: the line, read as the shell reads it. Without `-c` (a script, stdin) it starts no launcher toolseal reads. */
function unwrapShell(word: string, args: readonly string[]): Unwrapped | undefined {
  let command = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--' || a === '-') return command && i + 1 < args.length ? shellLine(args[i + 1]!, args) : undefined;
    if (SHELL_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (/^--[a-z-]+$/.test(a)) continue;
    if (/^[-+][A-Za-z]+$/.test(a)) {
      if (a.startsWith('-') && a.includes('c')) command = true;
      continue;
    }
    return command ? shellLine(a, args) : undefined;
  }
  return command ? { kind: 'unreadable', why: `${word} -c names no command line`, words: [] } : undefined;
}

function shellLine(line: string, args: readonly string[]): Unwrapped {
  const read = shellCommands(line);
  return 'unreadable' in read ? { kind: 'unreadable', why: read.unreadable, words: args } : { kind: 'shell', commands: read.commands };
}

/** `cmd /c LINE` (and `/k`, `/s`, `/d`, `/q` before it): the rest of the words as one line, split at `&`, `|`. */
function unwrapCmd(args: readonly string[]): Unwrapped | undefined {
  let i = 0;
  while (i < args.length && /^\/[dDqQsSaAuU]$/.test(args[i]!)) i++;
  if (!/^\/[cCkK]$/.test(args[i] ?? '')) return undefined;
  const line = args.slice(i + 1).join(' ');
  if (/[\^<>()!]/.test(line)) return { kind: 'unreadable', why: 'the cmd /c line holds ^, <, >, ( or !, which are not read', words: args };
  const commands: ShellWord[][] = [];
  for (const part of line.split(/&&|\|\||[&|]/)) {
    let words: string[];
    try {
      words = commandWords(part.replace(/'/g, '\uE000'), 'cmd /c').map((w) => w.replace(/\uE000/g, "'"));
    } catch {
      return { kind: 'unreadable', why: 'the cmd /c line has an unclosed quote', words: args };
    }
    if (words.length > 0) commands.push(words.map((text) => ({ text, expands: text.includes('%') })));
  }
  return { kind: 'shell', commands };
}

/** `pwsh -Command LINE`: read only when the line is plain words (no `$`, `;`, `|`, `&`, braces or backquotes). */
function unwrapPowershell(args: readonly string[]): Unwrapped | undefined {
  const at = args.findIndex((a) => /^[-/](c|command)$/i.test(a));
  if (at < 0) return undefined;
  const line = args.slice(at + 1).join(' ');
  // Single quotes keep their text; anything else that is syntax (`$`, `@` splatting, `;`, a pipe) is not read.
  if (/[$;|&(){}@`<>]/.test(line.replace(/'[^']*'/g, "''")))
    return { kind: 'unreadable', why: 'the PowerShell command line holds syntax that is not read', words: args };
  let words: string[];
  try {
    words = commandWords(line, 'pwsh -Command');
  } catch {
    return { kind: 'unreadable', why: 'the PowerShell command line has an unclosed quote', words: args };
  }
  return words.length === 0 ? undefined : { kind: 'command', command: words[0]!, args: words.slice(1) };
}

/** `node [options] SCRIPT ARGS`: npm's, npx's or pnpm's own script is that launcher; toolseal's CLI running `guard` is toolseal. */
function unwrapNode(args: readonly string[]): Unwrapped | undefined {
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-')) break;
    if (/^(-e|-p|--eval|--print|-i|--interactive|--test|--run|--watch)$/.test(a)) return undefined;
    if (NODE_VALUE_OPTIONS.has(a)) i++;
  }
  const script = args[i];
  if (script === undefined) return undefined;
  const base = (script.split(/[\\/]/).pop() ?? script).toLowerCase();
  const as = (command: string): Unwrapped => ({ kind: 'command', command, args: args.slice(i + 1) });
  if (/^npx(-cli)?(\.c?js)?$/.test(base)) return as('npx');
  if (/^npm(-cli)?(\.c?js)?$/.test(base)) return as('npm');
  if (/^pnpm(\.c?js)?$/.test(base)) return as('pnpm');
  if (/^(cli\.js|toolseal)$/.test(base) && args[i + 1] === 'guard') return as('toolseal');
  return undefined;
}
