#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  EXIT,
  ToolsealError,
  oneLine
} from "./chunks/chunk-LQCK2QUO.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/main.ts
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => import("./chunks/canonicalize-JTOBTW62.js") },
  digest: { summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot", load: () => import("./chunks/digest-R2Q5IXUB.js") }
};
var MAIN_HELP = () => `toolseal ${VERSION}: make an MCP server's tool surface a reviewed, signed, verifiable artifact

Usage: toolseal COMMAND [OPTIONS]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`).join("\n")}

Run toolseal COMMAND --help for a command's options.
Exit codes: 0 ok, 1 a check failed, 2 usage or invalid input, 3 privilege widening, 4 incomplete snapshot.`;
async function runCli(argv, io) {
  const json = argv.includes("--json");
  try {
    const [name, ...args] = argv;
    if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
      io.stdout(MAIN_HELP() + "\n");
      return name === void 0 ? EXIT.INVALID_INPUT : EXIT.OK;
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
      throw new ToolsealError("USAGE", `${name}: unexpected argument ${JSON.stringify(parsed.positionals[command.maxPositionals ?? 0])}`);
    }
    return await command.run({ values: parsed.values, positionals: parsed.positionals, rest, io });
  } catch (e) {
    return reportError(e, io, json);
  }
}
function reportError(e, io, json) {
  const err = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(JSON.stringify({ code: err.code, message: err.message }) + "\n");
  io.stderr(`toolseal: ${err.code}: ${oneLine(err.message)}
`);
  return err.exitCode;
}

// src/cli/process-io.ts
function processIO() {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readStdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return Buffer.concat(chunks).toString("utf8");
    },
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true
  };
}

// src/cli/bin.ts
process.exitCode = await runCli(process.argv.slice(2), processIO());
