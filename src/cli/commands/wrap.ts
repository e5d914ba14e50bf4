import { CONFIG_OPTIONS, HOST_HELP_WIDE, configFromArgs } from '../config-args.js';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOnChange, parseUnpinned } from '../../core/guard/policy-options.js';
import { parseFailOn } from '../../core/check/change-kinds.js';
import { ToolsealError, oneLine } from '../../core/errors.js';
import { DEFAULT_LOCK_FILE } from '../../core/lock/lock.js';
import { VERSION } from '../../version.js';
import { escapeForTerminal, quoteForTerminal, shellWord } from '../../core/text/terminal-text.js';
import { optionWords } from '../../core/origin/command-words.js';
import { defaultUnpinned, type Unpinned } from '../../core/guard/guard.js';
import { readLockIfAny } from '../../run/check-inputs.js';
import { readTextFile, writeFileAtomic } from '../../fs/json-file.js';
import { WRAPPED_KEY, unwrapConfigText, wrapConfigText } from '../../guard/wrap-config.js';
import type { Command, CommandContext } from '../command.js';

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

/**
 * The toolseal that is running: this Node and the package's dist/cli.js, both absolute (found from this
 * file, in dist/ or in src/, up to the package.json named toolseal). A wrapped config then starts the very
 * toolseal that wrapped it, not whatever a registry serves under the name.
 */
function runningToolseal(): string[] {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      let name: unknown;
      try {
        name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name;
      } catch {
        name = undefined;
      }
      const cli = join(dir, 'dist', 'cli.js');
      if (name === 'toolseal' && existsSync(cli)) return [process.execPath, realpathSync(cli)];
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new ToolsealError(
    'USAGE',
    'wrap cannot find the dist/cli.js of the toolseal running it: give --toolseal-command or --toolseal-npx',
  );
}

/** How long each request to the npm registry may take when --toolseal-npx asks it about toolseal. */
const REGISTRY_TIMEOUT_MS = 15_000;

/**
 * `npx -y toolseal@V` starts whatever the registry serves under that name and version: written only when the
 * registry (npm_config_registry, else npm's own) serves toolseal@V and its tarball is the registry's
 * integrity for it. Otherwise, or when the registry cannot be reached, a USAGE error: a version it does not
 * serve is one whoever claims it decides.
 */
async function assertRegistryServesToolseal(env: Record<string, string | undefined>): Promise<void> {
  const { resolveArtifact } = await import('../../run/artifacts.js');
  const spec = `toolseal@${VERSION}`;
  try {
    await resolveArtifact(
      { kind: 'npm', spec: `npm:${spec}`, name: 'toolseal', version: VERSION },
      { env, timeoutMs: REGISTRY_TIMEOUT_MS },
    );
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError(
      'USAGE',
      `--toolseal-npx: the npm registry does not serve ${spec} as this toolseal (${e.code}: ${oneLine(e.message)}): give --toolseal-command with a toolseal the registry serves, or leave out --toolseal-npx (the default: this toolseal by its absolute node path)`,
      { cause: e },
    );
  }
}

/** A lock path as the guard is to read it: absolute, unless it is a host variable (`${workspaceFolder}/…`) the host expands. */
function lockPathFor(cwd: string, lock: string | undefined): string {
  if (lock !== undefined && lock.startsWith('${')) return lock;
  return resolve(cwd, lock ?? DEFAULT_LOCK_FILE);
}

export const command: Command = {
  name: 'wrap',
  summary: 'rewrite an MCP client config so that every server starts through toolseal guard (--undo: back)',
  help: `Usage: toolseal wrap --config FILE | --host NAME [--lock FILE] [--on-change warn|fail] [--unpinned allow|block]
                     [--audit FILE] [--fail-on KINDS] [--snapshot-dir DIR] [--toolseal-command "CMD [ARGS]" | --toolseal-npx] [--write] [--undo]

Rewrites .mcp.json (Claude Code), .vscode/mcp.json (VS Code, JSONC), claude_desktop_config.json (Claude
Desktop), .cursor/mcp.json (Cursor), Windsurf's mcp_config.json or a JSON file of .continue/mcpServers/ (the
JSON files with an "mcpServers" or "servers" object) so that every server starts through toolseal guard, its id the
config key (--server-id, always: the server's own serverInfo.name is the server's to change, and a pinned
server that renamed itself would otherwise be checked as a new, unpinned one):
  stdio server   "command": NODE, "args": [".../toolseal/dist/cli.js", "guard", "--server-id", KEY, "--lock", ABS, ..., "--", CMD, ARGS...]
  URL server     the same, with "--url", URL, ["--transport", "http"|"sse"], and each header as
                 "--header", "Name: value", exactly as the config wrote them
\${VAR} references are left for the host to expand, as it did before. env, cwd and every other key of an
entry stay as written (the guard passes its environment on to the server). What wrap replaced is kept in
the entry's "${WRAPPED_KEY}" member (the values of the keys it replaced, and the entry's text as it was
in "originalText"), so --undo restores the original servers exactly; a wrapped server is
never wrapped twice (wrapping again with the same options changes nothing). Only the server entries are
edited: comments and the rest of the file stay. The other hosts' files that check and doctor read (VS
Code's settings.json, Gemini CLI's and Zed's settings.json, Continue's YAML, Codex's config.toml) are
refused, naming the format: put their servers behind toolseal guard by hand.

Without --write the new config is printed on stdout; with --write the file is replaced atomically.

Options:
  --config FILE                  the client config to rewrite
  ${HOST_HELP_WIDE}
  --lock FILE                    passed to each guard as an absolute path (default ./${DEFAULT_LOCK_FILE}, made absolute);
                                 a path that starts with \${ (\${workspaceFolder}/mcp-tools.lock in VS Code) is left for the host
  --on-change warn|fail          passed to each guard
  --unpinned allow|block         passed to each guard (block: a server the lock does not pin gets no tools)
  --audit FILE                   passed to each guard as an absolute path (one JSON Lines event per decision)
  --fail-on KINDS                passed to each guard (kinds of change that block whatever --on-change)
  --snapshot-dir DIR             passed to each guard as an absolute path (the reviewed snapshots lock
                                 --snapshot-dir wrote: each change gets its kind; without it, unclassified)
  --toolseal-command "CMD ARGS"  how the host runs toolseal, split into words (e.g. "toolseal" for a global install).
                                 Default: the absolute path of this Node and of this toolseal's dist/cli.js
  --toolseal-npx                 run toolseal as "npx -y toolseal@${VERSION}" (this exact version, from the registry;
                                 refused unless the registry serves it, its tarball matching its integrity)
  --write                        replace the file (atomically) instead of printing
  --undo                         restore every wrapped server to its original entry`,
  options: {
    ...CONFIG_OPTIONS,
    lock: { type: 'string' },
    'on-change': { type: 'string' },
    'toolseal-command': { type: 'string' },
    'toolseal-npx': { type: 'boolean' },
    unpinned: { type: 'string' },
    audit: { type: 'string' },
    'fail-on': { type: 'string' },
    'snapshot-dir': { type: 'string' },
    write: { type: 'boolean' },
    undo: { type: 'boolean' },
  },
  async run(ctx) {
    const config = configFromArgs(ctx);
    if (config === undefined) throw new ToolsealError('USAGE', 'wrap needs --config FILE or --host NAME');
    const onChangeText = str(ctx, 'on-change');
    const onChange = onChangeText === undefined ? undefined : parseOnChange(onChangeText, '--on-change');
    const unpinnedText = str(ctx, 'unpinned');
    const unpinned = unpinnedText === undefined ? undefined : parseUnpinned(unpinnedText, '--unpinned');
    const audit = str(ctx, 'audit');
    const failOnText = str(ctx, 'fail-on');
    // Checked here, written as given: a kind the guard does not know would stop every wrapped server.
    if (failOnText !== undefined) parseFailOn(failOnText, '--fail-on');
    const snapshotDir = str(ctx, 'snapshot-dir');
    const npx = ctx.values['toolseal-npx'] === true;
    const toolsealCommand = str(ctx, 'toolseal-command');
    const undo = ctx.values.undo === true;
    if (
      undo &&
      (onChange !== undefined ||
        unpinned !== undefined ||
        audit !== undefined ||
        failOnText !== undefined ||
        snapshotDir !== undefined ||
        npx ||
        str(ctx, 'lock') !== undefined ||
        toolsealCommand !== undefined)
    ) {
      throw new ToolsealError(
        'USAGE',
        '--undo restores the originals: it takes no --lock, --on-change, --unpinned, --audit, --fail-on, --snapshot-dir, --toolseal-command or --toolseal-npx',
      );
    }
    if (npx && toolsealCommand !== undefined) throw new ToolsealError('USAGE', 'give --toolseal-command or --toolseal-npx, not both');
    const file = resolve(ctx.io.cwd, config);
    const text = readTextFile(file);
    let result;
    if (undo) result = unwrapConfigText(text, config);
    else {
      const given = toolsealCommand?.trim().split(/\s+/).filter(Boolean);
      if (given !== undefined && given.length === 0) throw new ToolsealError('USAGE', '--toolseal-command is empty');
      if (npx) await assertRegistryServesToolseal(ctx.io.env);
      const toolseal = given ?? (npx ? ['npx', '-y', `toolseal@${VERSION}`] : runningToolseal());
      result = wrapConfigText(text, config, {
        toolseal,
        lock: lockPathFor(ctx.io.cwd, str(ctx, 'lock')),
        onChange,
        unpinned,
        audit: audit === undefined ? undefined : resolve(ctx.io.cwd, audit),
        ...(failOnText !== undefined ? { failOn: failOnText } : {}),
        ...(snapshotDir !== undefined ? { snapshotDir: resolve(ctx.io.cwd, snapshotDir) } : {}),
      });
    }
    const names = (list: string[]) => list.map(quoteForTerminal).join(', ');
    const verb = undo ? 'unwrapped' : 'wrapped';
    // Each guard is given its lock by name, and a named lock that is missing stops the guard (fail closed):
    // said here, where it can still be fixed, rather than by every server failing to start.
    const lockPath = undo ? undefined : lockPathFor(ctx.io.cwd, str(ctx, 'lock'));
    if (lockPath !== undefined && !lockPath.startsWith('${') && !existsSync(lockPath)) {
      ctx.io.stderr(
        `toolseal wrap: WARN: ${quoteForTerminal(lockPath)} does not exist yet: each wrapped server's guard refuses to start until \`toolseal lock\` writes it\n`,
      );
    }
    if (lockPath !== undefined && !lockPath.startsWith('${') && existsSync(lockPath))
      for (const line of unpinnedKeyWarnings(lockPath, config, [...result.changed, ...result.unchanged], unpinned)) ctx.io.stderr(line);
    if (ctx.values.write === true) {
      if (result.changed.length > 0) {
        // The file itself, not a symbolic link to it, replaced with its own permissions (configs hold tokens).
        const target = realpathSync(file);
        writeFileAtomic(target, result.text, statSync(target).mode & 0o777);
      }
      ctx.io.stderr(
        `toolseal wrap: ${result.changed.length > 0 ? `${verb} ${names(result.changed)} in ${config}` : `nothing to change in ${config}`}${result.unchanged.length > 0 ? `; already ${verb}: ${names(result.unchanged)}` : ''}\n`,
      );
    } else {
      ctx.io.stdout(result.text.endsWith('\n') ? result.text : result.text + '\n');
    }
    return 0;
  },
};

/**
 * One WARN line for each wrapped server the lock has no entry for under its config key (the id wrap
 * writes): `toolseal lock -- CMD` pins a server under its serverInfo.name, which the guard then never
 * reads. Says what its guard will do, and the `lock` command that pins it under that key.
 */
function unpinnedKeyWarnings(lockPath: string, config: string, keys: readonly string[], unpinned: Unpinned | undefined): string[] {
  let lock;
  try {
    ({ lock } = readLockIfAny(lockPath, '--lock'));
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return [
      `toolseal wrap: WARN: ${e.code}: the lock cannot be read, so each wrapped server's guard refuses to start: ${escapeForTerminal(oneLine(e.message))}\n`,
    ];
  }
  return keys
    .filter((key) => !Object.hasOwn(lock.servers, key))
    .map((key) => {
      const served =
        (unpinned ?? defaultUnpinned(lock, true, key)) === 'block' ? 'blocks every tool (NOT_PINNED)' : 'serves its tools unchecked';
      const pin = ['toolseal', 'lock', '--lock', lockPath, '--config', config, ...optionWords('server', key)].map(shellWord).join(' ');
      return `toolseal wrap: WARN: the lock has no entry for server ${quoteForTerminal(key)} (the id its guard is given): its guard ${served} until it is pinned: ${escapeForTerminal(pin)}\n`;
    });
}
