#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  snapshotText,
  writeSnapshotFile
} from "./chunk-Y42B5BL2.js";
import {
  assertSnapshotFileNames,
  snapshotFileName
} from "./chunk-DOT7KQOW.js";
import {
  SERVER_HELP,
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-Z7UP6MI3.js";
import {
  takeSnapshots
} from "./chunk-3GXRCH7N.js";
import "./chunk-HIWTBTEM.js";
import {
  escapeForTerminal,
  jsonForTerminal
} from "./chunk-IJ3MTGEZ.js";
import "./chunk-7KBQDUXF.js";
import "./chunk-GWAKX252.js";
import "./chunk-QQZW3NA6.js";
import {
  EXIT,
  ToolsealError,
  oneLine
} from "./chunk-RV2GY3DS.js";
import "./chunk-R2T6IZ3G.js";

// src/cli/commands/snapshot.ts
import { mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
function makeFolder(dir) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `cannot create the folder ${dir}: ${e.code ?? "error"}`, { cause: e });
  }
}
var command = {
  name: "snapshot",
  summary: "a server's complete, exact tools/list as a snapshot file (stdio, Streamable HTTP, SSE, config files)",
  help: `Usage: toolseal snapshot SERVER [--out FILE]
       toolseal snapshot --config FILE --all [--out DIR]

Connects to the server, follows every tools/list page and writes the snapshot (SPEC \xA73): the tools exactly
as the server sent them, with their digests. Without --out it is printed on stdout. With --config --all,
--out is a folder that gets <server id>.snapshot.json for each server; a server that fails is reported and
the others still run (exit 4 or 2 if any failed).

${SERVER_HELP}

Options:
  --out PATH    the snapshot file (or, with --all, the folder); written atomically
  --json        errors as {"code", "message"} on stdout (with --all, only with --out: without it,
                stdout is the JSON array of the snapshots taken, and the failures are on stderr)`,
  options: { ...SERVER_OPTIONS, out: { type: "string" }, json: { type: "boolean" } },
  async run(ctx) {
    const spec = serverSpecFromArgs(ctx);
    if (spec.kind === "snapshot") throw new ToolsealError("USAGE", "snapshot reads a live server, not --snapshot");
    const limits = limitsFromArgs(ctx);
    const out = typeof ctx.values.out === "string" ? ctx.values.out : void 0;
    const many = spec.kind === "config" && spec.all === true;
    const outcomes = await takeSnapshots(spec, limits, { env: ctx.io.env });
    if (!many) {
      const [o] = outcomes;
      if (o.error) throw o.error;
      const s = o.snapshot;
      if (out === void 0) ctx.io.stdout(snapshotText(s));
      else {
        makeFolder(dirname(out));
        writeSnapshotFile(out, s);
      }
      ctx.io.stderr(`${escapeForTerminal(s.server)}: ${s.tools.length} tools in ${s.pages} page${s.pages === 1 ? "" : "s"}, ${s.manifestDigest}${out === void 0 ? "" : ` -> ${out}`}
`);
      return EXIT.OK;
    }
    if (out !== void 0) {
      makeFolder(out);
      if (!statSync(out).isDirectory()) throw new ToolsealError("USAGE", `--out ${out} must be a folder with --all`);
      assertSnapshotFileNames(outcomes.flatMap((o) => o.snapshot ? [o.snapshot.server] : []), out);
    }
    let worst = EXIT.OK;
    let worstCode;
    const printed = [];
    for (const o of outcomes) {
      let error = o.error;
      if (o.snapshot && out !== void 0) {
        const file = join(out, snapshotFileName(o.snapshot.server));
        try {
          writeSnapshotFile(file, o.snapshot);
          ctx.io.stderr(`${escapeForTerminal(o.serverId)}: ${o.snapshot.tools.length} tools in ${o.snapshot.pages} page${o.snapshot.pages === 1 ? "" : "s"}, ${o.snapshot.manifestDigest} -> ${file}
`);
        } catch (e) {
          error = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", String(e));
        }
      } else if (o.snapshot) {
        printed.push(snapshotText(o.snapshot));
      }
      if (error) {
        ctx.io.stderr(`toolseal: ${escapeForTerminal(o.serverId)}: ${error.code}: ${escapeForTerminal(oneLine(error.message))}
`);
        if (error.exitCode > worst) {
          worst = error.exitCode;
          worstCode = error.code;
        }
      }
    }
    if (out === void 0 && outcomes.some((o) => o.snapshot)) {
      ctx.io.stdout(`[
${printed.map((t) => t.trimEnd()).join(",\n")}
]
`);
    }
    if (ctx.values.json && worst !== EXIT.OK && out !== void 0) {
      ctx.io.stdout(
        jsonForTerminal({ code: worstCode, message: "some servers failed", servers: outcomes.map((o) => ({ server: o.serverId, ok: !o.error, code: o.error?.code })) }) + "\n"
      );
    }
    return worst;
  }
};
export {
  command
};
