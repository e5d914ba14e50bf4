#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SERVER_HELP,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-WNLFIODO.js";
import {
  writeSnapshotFileWithTable
} from "./chunk-7BQEWS6V.js";
import {
  snapshotTextPieces
} from "./chunk-YCN4T47S.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import {
  assertSnapshotFileNames,
  snapshotFileName
} from "./chunk-WJCMUN64.js";
import {
  takeSnapshotsApart
} from "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  SERVER_OPTIONS
} from "./chunk-5XTFMSJV.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  batched
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  EXIT,
  ToolsealError,
  messageBesideServer,
  oneLine,
  osErrorText,
  worstExitCode
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/snapshot.ts
const { existsSync, mkdirSync, statSync } = process.getBuiltinModule("node:fs");
const { dirname, join } = process.getBuiltinModule("node:path");
function makeFolder(dir) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `cannot create the folder ${dir}: ${osErrorText(e)}`, { cause: e });
  }
}
var command = {
  name: "snapshot",
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
  options: { ...SERVER_OPTIONS, out: { type: "string" }, json: { type: "boolean" }, "round-inexact-numbers": { type: "boolean" } },
  async run(ctx) {
    const spec = serverSpecFromArgs(ctx);
    if (spec.kind === "snapshot") throw new ToolsealError("USAGE", "snapshot reads a live server, not --snapshot");
    const limits = limitsFromArgs(ctx);
    const out = typeof ctx.values.out === "string" ? ctx.values.out : void 0;
    const many = spec.kind === "config" && spec.all === true;
    if (many && out !== void 0 && existsSync(out) && !statSync(out).isDirectory())
      throw new ToolsealError("USAGE", `--out ${out} must be a folder with --all`);
    const numbers = ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {};
    const outcomes = await takeSnapshotsApart(spec, limits, { env: ctx.io.env, ...numbers });
    if (!many) {
      const [o] = outcomes;
      if (o.error) throw o.error;
      const s = o.snapshot;
      if (out === void 0) for (const text of batched(snapshotTextPieces(s, o.toolDigests))) ctx.io.stdout(text);
      else {
        makeFolder(dirname(out));
        writeSnapshotFileWithTable(out, s, o.toolDigests);
      }
      ctx.io.stderr(
        `${escapeForTerminal(s.server)}: ${countText(s.tools.length, "tool")} in ${countText(s.pages, "page")}, ${s.manifestDigest}${nonToolSummary(s)}${out === void 0 ? "" : ` -> ${out}`}
`
      );
      return EXIT.OK;
    }
    if (out !== void 0) {
      makeFolder(out);
      assertSnapshotFileNames(
        outcomes.flatMap((o) => o.snapshot ? [o.snapshot.server] : []),
        out
      );
    }
    let worst = EXIT.OK;
    let worstCode;
    const printed = [];
    for (const o of outcomes) {
      if (o.skipped) {
        ctx.io.stderr(`${escapeForTerminal(o.serverId)}: skipped (disabled in the config, not started)
`);
        continue;
      }
      let error = o.error;
      if (o.snapshot && out !== void 0) {
        const file = join(out, snapshotFileName(o.snapshot.server));
        try {
          writeSnapshotFileWithTable(file, o.snapshot, o.toolDigests);
          ctx.io.stderr(
            `${escapeForTerminal(o.serverId)}: ${countText(o.snapshot.tools.length, "tool")} in ${countText(o.snapshot.pages, "page")}, ${o.snapshot.manifestDigest}${nonToolSummary(o.snapshot)} -> ${file}
`
          );
        } catch (e) {
          error = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", String(e));
        }
      } else if (o.snapshot) {
        printed.push([...snapshotTextPieces(o.snapshot, o.toolDigests)].join(""));
      }
      if (error) {
        ctx.io.stderr(
          `toolseal: ${error.code}: server ${quoteForTerminal(o.serverId)}: ${escapeForTerminal(oneLine(messageBesideServer(o.serverId, error.message)))}
`
        );
        if (worstExitCode([worst, error.exitCode]) !== worst) {
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
        jsonForTerminal({
          code: worstCode,
          message: "some servers failed",
          servers: outcomes.map((o) => ({ server: o.serverId, ok: !o.error, code: o.error?.code }))
        }) + "\n"
      );
    }
    return worst;
  }
};
function nonToolSummary(s) {
  const parts = [];
  if (s.instructions !== void 0) parts.push("instructions");
  if (s.prompts !== void 0) parts.push(`${s.prompts.length} prompt${s.prompts.length === 1 ? "" : "s"}`);
  if (s.resourceTemplates !== void 0)
    parts.push(`${s.resourceTemplates.length} resource template${s.resourceTemplates.length === 1 ? "" : "s"}`);
  return parts.length === 0 ? "" : `; ${parts.join(", ")}`;
}
export {
  command
};
