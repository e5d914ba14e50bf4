import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXIT, ToolsealError, messageBesideServer, oneLine, osErrorText, worstExitCode, type ExitCode } from '../../core/errors.js';
import { assertSnapshotFileNames } from '../../core/snapshot/snapshot-file-name.js';
import { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../../core/text/terminal-text.js';
import type { SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import { batched } from '../../fs/json-file.js';
import { snapshotTextPieces } from '../../core/snapshot/snapshot-text.js';
import { snapshotFileName, writeSnapshotFileWithTable } from '../../mcp/snapshot/snapshot-file.js';
import { takeSnapshotsApart } from '../../mcp/snapshot/server-snapshots.js';
import type { Command } from '../command.js';
import { SERVER_HELP, SERVER_OPTIONS, limitsFromArgs, serverSpecFromArgs } from '../server-args.js';
import { countText } from '../../core/text/count-text.js';

function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `cannot create the folder ${dir}: ${osErrorText(e)}`, { cause: e });
  }
}

export const command: Command = {
  name: 'snapshot',
  summary: "a server's complete, exact tools/list as a snapshot file (stdio, Streamable HTTP, SSE, config files)",
  help: `Usage: toolseal snapshot SERVER [--out FILE] [--round-inexact-numbers]
       toolseal snapshot --config FILE --all [--out DIR]

Connects to the server, follows every tools/list page and writes the snapshot (docs/formats.md): the tools exactly
as the server sent them, with their digests; also its instructions (from initialize) and, when it declares
them, every page of its prompts and resource templates, with their digests and the surfaceDigest over all
of it. Without --out it is printed on stdout. With --config --all,
--out is a folder that gets <server id>.snapshot.json for each server; a server that fails is reported and
the others still run (exit 4 or 2 if any failed).

${SERVER_HELP}

Options:
  --out PATH    the snapshot file (or, with --all, the folder); written atomically
  --json        errors as {"code", "message"} on stdout (with --all, only with --out: without it,
                stdout is the JSON array of the snapshots taken, and the failures are on stderr)
  --round-inexact-numbers
                read a number a double cannot hold exactly (an int64 bound such as 9223372036854775807) as
                RFC 8785 reads it, the nearest double, instead of refusing it; the file records
                "numbers": "rounded" and is read back, pinned and checked so`,
  options: { ...SERVER_OPTIONS, out: { type: 'string' }, json: { type: 'boolean' }, 'round-inexact-numbers': { type: 'boolean' } },
  async run(ctx) {
    const spec = serverSpecFromArgs(ctx);
    if (spec.kind === 'snapshot') throw new ToolsealError('USAGE', 'snapshot reads a live server, not --snapshot');
    const limits = limitsFromArgs(ctx);
    const out = typeof ctx.values.out === 'string' ? ctx.values.out : undefined;
    const many = spec.kind === 'config' && spec.all === true;
    // Before any server is started: an --out that is there and is not a folder is the caller's mistake.
    if (many && out !== undefined && existsSync(out) && !statSync(out).isDirectory())
      throw new ToolsealError('USAGE', `--out ${out} must be a folder with --all`);
    // Each snapshot's tool digests apart, in a table: a list of millions of tools is written without a record of them.
    const numbers = ctx.values['round-inexact-numbers'] === true ? { numbers: 'rounded' as const } : {};
    const outcomes = await takeSnapshotsApart(spec, limits, { env: ctx.io.env, ...numbers });

    if (!many) {
      const [o] = outcomes;
      if (o!.error) throw o!.error;
      const s = o!.snapshot!;
      // In batches: the text of a long list is never held whole.
      if (out === undefined) for (const text of batched(snapshotTextPieces(s, o!.toolDigests!))) ctx.io.stdout(text);
      else {
        makeFolder(dirname(out));
        writeSnapshotFileWithTable(out, s, o!.toolDigests!);
      }
      // The id may be the server's own serverInfo.name: escaped, it cannot drive a terminal or start `::error::`.
      ctx.io.stderr(
        `${escapeForTerminal(s.server)}: ${countText(s.tools.length, 'tool')} in ${countText(s.pages, 'page')}, ${s.manifestDigest}${nonToolSummary(s)}${out === undefined ? '' : ` -> ${out}`}\n`,
      );
      return EXIT.OK;
    }

    if (out !== undefined) {
      makeFolder(out);
      assertSnapshotFileNames(
        outcomes.flatMap((o) => (o.snapshot ? [o.snapshot.server] : [])),
        out,
      );
    }
    let worst: ExitCode = EXIT.OK;
    let worstCode: string | undefined;
    const printed: string[] = [];
    for (const o of outcomes) {
      if (o.skipped) {
        ctx.io.stderr(`${escapeForTerminal(o.serverId)}: skipped (disabled in the config, not started)\n`);
        continue;
      }
      let error = o.error;
      if (o.snapshot && out !== undefined) {
        // Distinct ids give distinct names (the name encodes the id), so no server overwrites another.
        const file = join(out, snapshotFileName(o.snapshot.server));
        try {
          writeSnapshotFileWithTable(file, o.snapshot, o.toolDigests!);
          ctx.io.stderr(
            `${escapeForTerminal(o.serverId)}: ${countText(o.snapshot.tools.length, 'tool')} in ${countText(o.snapshot.pages, 'page')}, ${o.snapshot.manifestDigest}${nonToolSummary(o.snapshot)} -> ${file}\n`,
          );
        } catch (e) {
          error = e instanceof ToolsealError ? e : new ToolsealError('IO_ERROR', String(e));
        }
      } else if (o.snapshot) {
        printed.push([...snapshotTextPieces(o.snapshot, o.toolDigests!)].join(''));
      }
      if (error) {
        ctx.io.stderr(
          `toolseal: ${error.code}: server ${quoteForTerminal(o.serverId)}: ${escapeForTerminal(oneLine(messageBesideServer(o.serverId, error.message)))}\n`,
        );
        // The most severe outcome decides: an incomplete snapshot (4) over invalid input (2).
        if (worstExitCode([worst, error.exitCode]) !== worst) {
          worst = error.exitCode;
          worstCode = error.code;
        }
      }
    }
    // Without --out, several snapshots go to stdout as one JSON array.
    if (out === undefined && outcomes.some((o) => o.snapshot)) {
      ctx.io.stdout(`[\n${printed.map((t) => t.trimEnd()).join(',\n')}\n]\n`);
    }
    // Without --out, stdout is the array of snapshots and must stay one JSON document: the failures are the
    // stderr lines above. With --out, stdout is free for the machine-readable outcome.
    if (ctx.values.json && worst !== EXIT.OK && out !== undefined) {
      ctx.io.stdout(
        jsonForTerminal({
          code: worstCode,
          message: 'some servers failed',
          servers: outcomes.map((o) => ({ server: o.serverId, ok: !o.error, code: o.error?.code })),
        }) + '\n',
      );
    }
    return worst;
  },
};

/** `; instructions, 4 prompts, 2 resource templates`: what else the model reads, counted (never its text). */
function nonToolSummary(s: SnapshotWithoutToolDigests): string {
  const parts: string[] = [];
  if (s.instructions !== undefined) parts.push('instructions');
  if (s.prompts !== undefined) parts.push(`${s.prompts.length} prompt${s.prompts.length === 1 ? '' : 's'}`);
  if (s.resourceTemplates !== undefined)
    parts.push(`${s.resourceTemplates.length} resource template${s.resourceTemplates.length === 1 ? '' : 's'}`);
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}
