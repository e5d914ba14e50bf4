import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT, ToolsealError, oneLine } from '../core/errors.js';
import { closestName } from '../core/text/closest-name.js';
import { escapeForTerminal, jsonForTerminal } from '../core/text/terminal-text.js';
import type { CliIO, Command } from './command.js';
import { VERSION } from '../version.js';

/** Subcommands, each loaded only when run (the signing and MCP code stay out of `digest`'s start-up). */
export const COMMANDS: Record<string, { summary: string; load: () => Promise<{ command: Command }> }> = {
  canonicalize: { summary: 'JSON (file or stdin) to RFC 8785 canonical bytes', load: () => import('./commands/canonicalize.js') },
  digest: {
    summary: 'manifest and per-tool digests of a tools/list result, tools array or snapshot',
    load: () => import('./commands/digest.js'),
  },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => import('./commands/lock.js') },
  check: { summary: 'pin state and drift against mcp-tools.lock; exit 3 on privilege widening', load: () => import('./commands/check.js') },
  snapshot: { summary: "a server's complete, exact tools/list as a snapshot file", load: () => import('./commands/snapshot.js') },
  verify: { summary: 'verify a signed tool surface and compare it with the live server', load: () => import('./commands/verify.js') },
  'verify-bundle': {
    summary: 'verify any Sigstore bundle (sigstore-conformance CLI protocol)',
    load: () => import('./commands/verify-bundle.js'),
  },
  statement: {
    summary: "the in-toto statement of a server's tool surface (revision chain)",
    load: () => import('./commands/statement.js'),
  },
  sign: { summary: 'sign a statement keyless with Sigstore into a bundle', load: () => import('./commands/sign.js') },
  guard: {
    summary: 'run an MCP server behind a proxy that withholds its tools when they fail the pin',
    load: () => import('./commands/guard.js'),
  },
  trust: {
    summary: 'one row per configured server: pin state, surface, changes, and whether the guard runs it',
    load: () => import('./commands/trust.js'),
  },
  wrap: {
    summary: 'rewrite an MCP client config so that every server starts through toolseal guard',
    load: () => import('./commands/wrap.js'),
  },
  doctor: {
    summary: 'per configured server: wrapped, its guard starts, its lock pins it, it answers',
    load: () => import('./commands/doctor.js'),
  },
};

const MAIN_HELP = () => `toolseal ${VERSION}: make an MCP server's tool surface a reviewed, signed, verifiable artifact

Usage: toolseal COMMAND [OPTIONS]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`)
  .join('\n')}

Run toolseal COMMAND --help for a command's options.
Exit codes: 0 ok, 1 a check failed, 2 usage or invalid input, 3 privilege widening, 4 incomplete snapshot.`;

/** Runs the CLI on argv (without node and the script) and returns the exit code; never throws. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  // Only toolseal's own options count: after `--` come a stdio server's command and arguments.
  const json = (argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv).includes('--json');
  try {
    const [first, ...rest0] = argv;
    // `toolseal help COMMAND` is `toolseal COMMAND --help`.
    const [name, ...args] = first === 'help' && rest0.length > 0 ? [rest0[0], '--help'] : [first, ...rest0];
    if (name === undefined) {
      io.stdout(MAIN_HELP() + '\n');
      throw new ToolsealError('USAGE', 'no command given; run toolseal --help');
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      io.stdout(MAIN_HELP() + '\n');
      return EXIT.OK;
    }
    if (name === '--version' || name === '-v') {
      io.stdout(VERSION + '\n');
      return EXIT.OK;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!entry) {
      const near = name.startsWith('-') ? undefined : closestName(name, Object.keys(COMMANDS));
      throw new ToolsealError(
        'USAGE',
        `unknown command ${JSON.stringify(name.slice(0, 40))}${near ? ` (did you mean ${near}?)` : ''}; run toolseal --help`,
      );
    }
    const { command } = await entry.load();
    const dashdash = args.indexOf('--');
    const own = dashdash < 0 ? args : args.slice(0, dashdash);
    const rest = dashdash < 0 ? undefined : args.slice(dashdash + 1);
    if (own.includes('--help') || own.includes('-h')) {
      io.stdout(command.help + '\n');
      return EXIT.OK;
    }
    const options = { ...command.options, json: command.options.json ?? { type: 'boolean' as const } };
    let parsed;
    try {
      parsed = parseArgs({ args: own, options, allowPositionals: true, strict: true, tokens: true });
    } catch (e) {
      throw usageError(name, own, options, e);
    }
    refuseRepeated(name, parsed.tokens, options);
    if (parsed.positionals.length > (command.maxPositionals ?? 0)) {
      const extra = parsed.positionals[command.maxPositionals ?? 0]!;
      // A token pasted in the wrong place (`sign STATEMENT <jwt>`) must not be echoed back.
      const shown = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./.test(extra) ? '(a token-like value, not shown)' : JSON.stringify(extra);
      // A server command without `--` (`snapshot node server.mjs`): say where it goes.
      const hint =
        rest === undefined && command.help.includes('-- CMD')
          ? `; a server's command goes after --: toolseal ${name} [OPTIONS] -- CMD [ARGS...]`
          : '';
      throw new ToolsealError('USAGE', `${name}: unexpected argument ${shown}${hint}`);
    }
    const ctx = {
      values: parsed.values as Record<string, string | boolean | Array<string | boolean> | undefined>,
      positionals: parsed.positionals,
      rest,
      io,
    };
    if (ctx.values['oauth-logout'] === true) {
      // Forget first; alone, that is all (with --oauth, the command goes on and authorizes afresh).
      const { forgetOAuthFromArgs } = await import('./commands/oauth-logout.js');
      await forgetOAuthFromArgs(ctx);
      if (ctx.values.oauth !== true && ctx.values['oauth-client-credentials'] !== true) return EXIT.OK;
    }
    return await command.run(ctx);
  } catch (e) {
    return reportError(e, io, json);
  }
}

/**
 * parseArgs's own messages advise `--` for an unknown option, which for us starts the server command: say
 * instead which option was not understood and the closest one the command has.
 */
function usageError(name: string, args: string[], options: NonNullable<ParseArgsConfig['options']>, e: unknown): ToolsealError {
  const code = (e as { code?: string }).code;
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const usage = `run toolseal ${name} --help`;
  for (const t of tokens) {
    if (t.kind !== 'option') continue;
    const spec = Object.hasOwn(options, t.name) ? options[t.name] : undefined;
    if (!spec) {
      const near = closestOption(t.rawName, Object.keys(options));
      return new ToolsealError(
        'USAGE',
        `${name}: unknown option ${shownOption(t.rawName)}${near ? ` (did you mean ${near}?)` : ''}; ${usage}`,
        { cause: e },
      );
    }
    if (spec.type === 'string' && (t.value === undefined || (!t.inlineValue && t.value.startsWith('-')))) {
      // `--lock --json`: parseArgs will not take an option for a value (a value that starts with a dash is
      // written --lock=-x).
      return new ToolsealError(
        'USAGE',
        `${name}: ${t.rawName} needs a value (${t.rawName} VALUE, or ${t.rawName}=VALUE when it starts with -); ${usage}`,
        { cause: e },
      );
    }
    if (spec.type === 'boolean' && t.inlineValue) {
      return new ToolsealError('USAGE', `${name}: ${t.rawName} takes no value; ${usage}`, { cause: e });
    }
  }
  return new ToolsealError('USAGE', `${name}: ${code === undefined ? 'invalid arguments' : (e as Error).message}; ${usage}`, { cause: e });
}

/**
 * An option that takes one value, given twice (`--on-change fail … --on-change warn`): parseArgs keeps the
 * last, so a posture written first would be silently undone. Refused instead (its values are not shown:
 * an option's value may be a secret).
 */
function refuseRepeated(
  name: string,
  tokens: ReturnType<typeof parseArgs>['tokens'],
  options: NonNullable<ParseArgsConfig['options']>,
): void {
  const seen = new Set<string>();
  for (const t of tokens ?? []) {
    if (t.kind !== 'option') continue;
    const spec = options[t.name];
    if (spec?.type !== 'string' || spec.multiple === true) continue;
    if (seen.has(t.name))
      throw new ToolsealError('USAGE', `${name}: --${t.name} is given more than once; give it once (run toolseal ${name} --help)`);
    seen.add(t.name);
  }
}

/** An option as typed, cut short: it is the user's text, shown back once. */
function shownOption(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

/** The valid option nearest to what was typed, as `--name`. */
function closestOption(raw: string, names: readonly string[]): string | undefined {
  const near = closestName(raw.replace(/^-+/, ''), names);
  return near === undefined ? undefined : `--${near}`;
}

/**
 * Prints one line that says what and where (and `{ code, message }` on stdout with --json). A message may
 * quote a server (its error text, its stderr tail): controls and bidi characters are escaped, so it cannot
 * drive the terminal or start a GitHub Actions workflow command.
 */
export function reportError(e: unknown, io: CliIO, json: boolean): number {
  const err =
    e instanceof ToolsealError
      ? e
      : new ToolsealError('IO_ERROR', `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(jsonForTerminal({ code: err.code, message: err.message }) + '\n');
  io.stderr(`toolseal: ${err.code}: ${escapeForTerminal(oneLine(err.message))}\n`);
  return err.exitCode;
}
