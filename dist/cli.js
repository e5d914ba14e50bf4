#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-HIWTBTEM.js";
import {
  escapeForTerminal,
  jsonForTerminal
} from "./chunks/chunk-IJ3MTGEZ.js";
import {
  EXIT,
  ToolsealError,
  decodeUtf8,
  oneLine
} from "./chunks/chunk-RV2GY3DS.js";
import "./chunks/chunk-R2T6IZ3G.js";

// src/cli/main.ts
import { parseArgs } from "node:util";
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => import("./chunks/canonicalize-SBVON63C.js") },
  digest: { summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot", load: () => import("./chunks/digest-OHERUTH4.js") },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => import("./chunks/lock-G3AMCIW5.js") },
  check: { summary: "pin state and drift against mcp-tools.lock; exit 3 on privilege widening", load: () => import("./chunks/check-VIUU54MA.js") },
  snapshot: { summary: "a server's complete, exact tools/list as a snapshot file", load: () => import("./chunks/snapshot-PFWEG73C.js") },
  verify: { summary: "verify a signed tool surface and compare it with the live server", load: () => import("./chunks/verify-66UHR2UX.js") },
  "verify-bundle": { summary: "verify any Sigstore bundle (sigstore-conformance CLI protocol)", load: () => import("./chunks/verify-bundle-ZSW4QAWW.js") },
  statement: { summary: "the in-toto statement of a server's tool surface (revision chain)", load: () => import("./chunks/statement-FMGH35UT.js") },
  sign: { summary: "sign a statement keyless with Sigstore into a bundle", load: () => import("./chunks/sign-HK6YVD4O.js") }
};
var MAIN_HELP = () => `toolseal ${VERSION}: make an MCP server's tool surface a reviewed, signed, verifiable artifact

Usage: toolseal COMMAND [OPTIONS]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`).join("\n")}

Run toolseal COMMAND --help for a command's options.
Exit codes: 0 ok, 1 a check failed, 2 usage or invalid input, 3 privilege widening, 4 incomplete snapshot.`;
async function runCli(argv, io) {
  const json = (argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv).includes("--json");
  try {
    const [first, ...rest0] = argv;
    const [name, ...args] = first === "help" && rest0.length > 0 ? [rest0[0], "--help"] : [first, ...rest0];
    if (name === void 0) {
      io.stdout(MAIN_HELP() + "\n");
      throw new ToolsealError("USAGE", "no command given; run toolseal --help");
    }
    if (name === "--help" || name === "-h" || name === "help") {
      io.stdout(MAIN_HELP() + "\n");
      return EXIT.OK;
    }
    if (name === "--version" || name === "-v") {
      io.stdout(VERSION + "\n");
      return EXIT.OK;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
    if (!entry) throw new ToolsealError("USAGE", `unknown command ${JSON.stringify(name)}; run toolseal --help`);
    const { command } = await entry.load();
    const dashdash = args.indexOf("--");
    const own = dashdash < 0 ? args : args.slice(0, dashdash);
    const rest = dashdash < 0 ? void 0 : args.slice(dashdash + 1);
    if (own.includes("--help") || own.includes("-h")) {
      io.stdout(command.help + "\n");
      return EXIT.OK;
    }
    let parsed;
    try {
      parsed = parseArgs({
        args: own,
        options: { ...command.options, json: command.options.json ?? { type: "boolean" } },
        allowPositionals: true,
        strict: true
      });
    } catch (e) {
      throw new ToolsealError("USAGE", `${name}: ${e.message}`, { cause: e });
    }
    if (parsed.positionals.length > (command.maxPositionals ?? 0)) {
      const extra = parsed.positionals[command.maxPositionals ?? 0];
      const shown = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./.test(extra) ? "(a token-like value, not shown)" : JSON.stringify(extra);
      throw new ToolsealError("USAGE", `${name}: unexpected argument ${shown}`);
    }
    return await command.run({ values: parsed.values, positionals: parsed.positionals, rest, io });
  } catch (e) {
    return reportError(e, io, json);
  }
}
function reportError(e, io, json) {
  const err = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(jsonForTerminal({ code: err.code, message: err.message }) + "\n");
  io.stderr(`toolseal: ${err.code}: ${escapeForTerminal(oneLine(err.message))}
`);
  return err.exitCode;
}

// src/cli/process-io.ts
function processIO() {
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${e.code ?? e.message}
`);
    process.exit(2);
  });
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readStdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return decodeUtf8(Buffer.concat(chunks), "stdin");
    },
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true
  };
}

// src/cli/bin.ts
process.exitCode = await runCli(process.argv.slice(2), processIO());
