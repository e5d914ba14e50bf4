#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  closestName
} from "./chunk-EKOVQJTT.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal,
  jsonForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  EXIT,
  ToolsealError,
  oneLine
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/main.ts
const { parseArgs } = process.getBuiltinModule("node:util");
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => import("./canonicalize-FVXETZ3W.js") },
  digest: {
    summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
    load: () => import("./digest-EFBBYFYZ.js")
  },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => import("./lock-ZWUWLE4E.js") },
  check: { summary: "pin state and drift against mcp-tools.lock; exit 3 on privilege widening", load: () => import("./check-UNSXLWHX.js") },
  snapshot: { summary: "a server's complete, exact tools/list as a snapshot file", load: () => import("./snapshot-VGA3D4RU.js") },
  verify: { summary: "verify a signed tool surface and compare it with the live server", load: () => import("./verify-T6RVQJ7N.js") },
  "verify-bundle": {
    summary: "verify any Sigstore bundle (sigstore-conformance CLI protocol)",
    load: () => import("./verify-bundle-JTON6SUG.js")
  },
  statement: {
    summary: "the in-toto statement of a server's tool surface (revision chain)",
    load: () => import("./statement-RJPL5NNJ.js")
  },
  sign: { summary: "sign a statement keyless with Sigstore into a bundle", load: () => import("./sign-2LO3QFX7.js") },
  guard: {
    summary: "run an MCP server behind a proxy that withholds its tools when they fail the pin",
    load: () => import("./guard-CJUYBUFC.js")
  },
  trust: {
    summary: "one row per configured server: pin state, surface, changes, and whether the guard runs it",
    load: () => import("./trust-AF6I64AM.js")
  },
  wrap: {
    summary: "rewrite an MCP client config so that every server starts through toolseal guard",
    load: () => import("./wrap-K3EJVZF6.js")
  },
  doctor: {
    summary: "per configured server: wrapped, its guard starts, its lock pins it, it answers",
    load: () => import("./doctor-5ORCIF4X.js")
  }
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
    if (!entry) {
      const near = name.startsWith("-") ? void 0 : closestName(name, Object.keys(COMMANDS));
      throw new ToolsealError(
        "USAGE",
        `unknown command ${JSON.stringify(name.slice(0, 40))}${near ? ` (did you mean ${near}?)` : ""}; run toolseal --help`
      );
    }
    const { command } = await entry.load();
    const dashdash = args.indexOf("--");
    const own = dashdash < 0 ? args : args.slice(0, dashdash);
    const rest = dashdash < 0 ? void 0 : args.slice(dashdash + 1);
    if (own.includes("--help") || own.includes("-h")) {
      io.stdout(command.help + "\n");
      return EXIT.OK;
    }
    const options = { ...command.options, json: command.options.json ?? { type: "boolean" } };
    let parsed;
    try {
      parsed = parseArgs({ args: own, options, allowPositionals: true, strict: true, tokens: true });
    } catch (e) {
      throw usageError(name, own, options, e);
    }
    refuseRepeated(name, parsed.tokens, options);
    if (parsed.positionals.length > (command.maxPositionals ?? 0)) {
      const extra = parsed.positionals[command.maxPositionals ?? 0];
      const shown = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./.test(extra) ? "(a token-like value, not shown)" : JSON.stringify(extra);
      const hint = rest === void 0 && command.help.includes("-- CMD") ? `; a server's command goes after --: toolseal ${name} [OPTIONS] -- CMD [ARGS...]` : "";
      throw new ToolsealError("USAGE", `${name}: unexpected argument ${shown}${hint}`);
    }
    const ctx = {
      values: parsed.values,
      positionals: parsed.positionals,
      rest,
      io
    };
    if (ctx.values["oauth-logout"] === true) {
      const { forgetOAuthFromArgs } = await import("./oauth-logout-EJZADS2X.js");
      await forgetOAuthFromArgs(ctx);
      if (ctx.values.oauth !== true && ctx.values["oauth-client-credentials"] !== true) return EXIT.OK;
    }
    return await command.run(ctx);
  } catch (e) {
    return reportError(e, io, json);
  }
}
function usageError(name, args, options, e) {
  const code = e.code;
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const usage = `run toolseal ${name} --help`;
  for (const t of tokens) {
    if (t.kind !== "option") continue;
    const spec = Object.hasOwn(options, t.name) ? options[t.name] : void 0;
    if (!spec) {
      const near = closestOption(t.rawName, Object.keys(options));
      return new ToolsealError(
        "USAGE",
        `${name}: unknown option ${shownOption(t.rawName)}${near ? ` (did you mean ${near}?)` : ""}; ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "string" && (t.value === void 0 || !t.inlineValue && t.value.startsWith("-"))) {
      return new ToolsealError(
        "USAGE",
        `${name}: ${t.rawName} needs a value (${t.rawName} VALUE, or ${t.rawName}=VALUE when it starts with -); ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "boolean" && t.inlineValue) {
      return new ToolsealError("USAGE", `${name}: ${t.rawName} takes no value; ${usage}`, { cause: e });
    }
  }
  return new ToolsealError("USAGE", `${name}: ${code === void 0 ? "invalid arguments" : e.message}; ${usage}`, { cause: e });
}
function refuseRepeated(name, tokens, options) {
  const seen = /* @__PURE__ */ new Set();
  for (const t of tokens ?? []) {
    if (t.kind !== "option") continue;
    const spec = options[t.name];
    if (spec?.type !== "string" || spec.multiple === true) continue;
    if (seen.has(t.name))
      throw new ToolsealError("USAGE", `${name}: --${t.name} is given more than once; give it once (run toolseal ${name} --help)`);
    seen.add(t.name);
  }
}
function shownOption(raw) {
  return raw.length > 40 ? `${raw.slice(0, 40)}\u2026` : raw;
}
function closestOption(raw, names) {
  const near = closestName(raw.replace(/^-+/, ""), names);
  return near === void 0 ? void 0 : `--${near}`;
}
function reportError(e, io, json) {
  const err = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(jsonForTerminal({ code: err.code, message: err.message }) + "\n");
  io.stderr(`toolseal: ${err.code}: ${escapeForTerminal(oneLine(err.message))}
`);
  return err.exitCode;
}
export {
  COMMANDS,
  reportError,
  runCli
};
