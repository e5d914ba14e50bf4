#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  digestTools,
  toolDigestRecord,
  toolsFromDocument
} from "./chunk-Y5U7SIYK.js";
import {
  parseJsonStrict,
  readTextFile
} from "./chunk-VME7LLZL.js";
import "./chunk-LQCK2QUO.js";

// src/cli/commands/digest.ts
var command = {
  name: "digest",
  summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
  help: `Usage: toolseal digest [FILE] [--json]

Reads a tools/list result {"tools": [...]}, a bare tools array, or a snapshot from FILE (or stdin) and
prints the manifest digest and each tool's digest (SPEC \xA71). A result with nextCursor is one page, not
the whole list, and is refused (exit 4).

Options:
  --json    {"manifestDigest": ..., "toolCount": N, "toolDigests": {name: digest}}`,
  options: { json: { type: "boolean" } },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const file = positionals[0];
    const source = file ?? "stdin";
    const text = file === void 0 || file === "-" ? await io.readStdin() : readTextFile(file);
    const { tools } = toolsFromDocument(parseJsonStrict(text, source), source);
    const d = digestTools(tools);
    if (values.json) {
      io.stdout(JSON.stringify({ manifestDigest: d.manifestDigest, toolCount: d.tools.size, toolDigests: toolDigestRecord(d.tools) }, null, 2) + "\n");
    } else {
      let out = `manifest ${d.manifestDigest}  (${d.tools.size} tool${d.tools.size === 1 ? "" : "s"})
`;
      for (const [name, t] of d.tools) out += `${t.digest}  ${JSON.stringify(name)}
`;
      io.stdout(out);
    }
    return 0;
  }
};
export {
  command
};
