#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import {
  canonicalize,
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  placedError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/canonicalize.ts
var command = {
  name: "canonicalize",
  summary: "JSON (file or stdin) to RFC 8785 canonical bytes",
  help: `Usage: toolseal canonicalize [FILE]

Reads JSON from FILE (or stdin) and writes its RFC 8785 canonical form to stdout, without a final newline.
Refused (exit 2), never changed: bytes that are not UTF-8, invalid JSON, duplicate member names (also
"a" and "\\u0061"), lone surrogates, numbers that overflow to Infinity, nesting deeper than 1000 levels.

Options:
  --json    on error, also print {"code": ..., "message": ...} on stdout`,
  options: {},
  maxPositionals: 1,
  async run({ positionals, io }) {
    const file = positionals[0];
    const text = file === void 0 || file === "-" ? await io.readStdin() : readTextFile(file);
    const source = file ?? "stdin";
    const value = parseJsonStrict(text, source);
    let canonical;
    try {
      canonical = canonicalize(value);
    } catch (e) {
      if (e instanceof ToolsealError) throw placedError(e, source);
      throw e;
    }
    io.stdout(canonical);
    return 0;
  }
};
export {
  command
};
