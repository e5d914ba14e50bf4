#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  isSnapshotDocument,
  readToolsDocumentText
} from "./chunk-F5ABW3UG.js";
import {
  interopOfSnapshot
} from "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import {
  toolDigestRecord,
  toolDigestsOf
} from "./chunk-SH3UB2NS.js";
import {
  hashInJavaScript
} from "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/digest.ts
var SMALL_DOCUMENT = 16 * 1024;
var command = {
  name: "digest",
  summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
  help: `Usage: toolseal digest [FILE] [--json] [--round-inexact-numbers]

Reads a tools/list result {"tools": [...]}, a bare tools array, or a snapshot from FILE (or stdin) and
prints the manifest digest and each tool's digest (docs/formats.md). A result with nextCursor is one page, not
the whole list, and is refused (exit 4).

toolDigest = sha256(JCS(the tool's name, title, description, inputSchema, outputSchema, annotations and
execution, those present)); manifestDigest = sha256(JCS({name: that surface, ...})). icons, _meta and other
keys are not hashed; tool order does not matter.

A snapshot also carries what the server shows the model beside its tools, and its digests are printed:
instructionsDigest = sha256(JCS(instructions)) (none when the server sent no instructions), a digest per
prompt (by name) and per resource template (by uriTemplate) over the whole object but _meta and icons, and
surfaceDigest = sha256(JCS({manifest, instructions, prompts, resourceTemplates})) over those digests.

Beside them, the tool definition hash v1 (docs/formats.md#interoperable-hashes): each whole tool's hash, the
tool and prompt set hashes and the instructions hash, which other pinning tools compute too.

Refused (exit 2): invalid JSON or UTF-8, a duplicate member name anywhere, two tools with one name, a tool
without a non-empty string name, lone surrogates, numbers that overflow to Infinity, a number a double
cannot hold exactly (such as 9223372036854775807; named with its tool and JSON Pointer), nesting deeper than
1000 levels, a snapshot whose recorded digests are not those of its tools.

Options:
  --json    {"manifestDigest": ..., "toolCount": N, "toolDigests": {name: digest}}, and for a snapshot that
            carries them "surfaceDigest", "instructionsDigest", "promptDigests", "resourceTemplateDigests";
            errors as {"code", "message"}; and "interop": {"definitionHashes": {name: "sha256:..."},
            "toolSetHash", "promptSetHash", "instructionsHash"} (the last two null when the document holds
            no prompt listing or no instructions), and "numbers": "rounded" with --round-inexact-numbers
  --round-inexact-numbers
            read a number a double cannot hold exactly as RFC 8785 reads it (the nearest double) instead of
            refusing it; the digests are then over the rounded value, and the output says so`,
  options: { json: { type: "boolean" }, "round-inexact-numbers": { type: "boolean" } },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const file = positionals[0];
    const source = file ?? "stdin";
    const text = file === void 0 || file === "-" ? await io.readStdin() : readTextFile(file);
    if (text.length <= SMALL_DOCUMENT) hashInJavaScript();
    const rounded = values["round-inexact-numbers"] === true;
    const { doc, digests: d } = readToolsDocumentText(text, source, { numbers: rounded ? "rounded" : "exact" });
    const tools = toolDigestsOf(d);
    const snap = isSnapshotDocument(doc) ? doc : void 0;
    const carried = snap?.surfaceDigest !== void 0 ? snap : void 0;
    if (values.json) {
      const out = {
        manifestDigest: d.manifestDigest,
        toolCount: tools.size,
        toolDigests: toolDigestRecord(tools)
      };
      if (carried) {
        Object.assign(out, {
          surfaceDigest: carried.surfaceDigest,
          instructionsDigest: carried.instructionsDigest,
          promptDigests: carried.promptDigests,
          resourceTemplateDigests: carried.resourceTemplateDigests
        });
      }
      out.interop = {
        definitionHashes: Object.fromEntries(d.interop.definitionHashes),
        ...interopOfSnapshot(snap ?? {}, d.interop.toolSetHash)
      };
      if (rounded) out.numbers = "rounded";
      io.stdout(JSON.stringify(out, null, 2) + "\n");
    } else {
      let out = `manifest ${d.manifestDigest}  (${tools.size} tool${tools.size === 1 ? "" : "s"})${rounded ? "  numbers rounded" : ""}
`;
      for (const [name, t] of tools) out += `${t.digest}  ${quotedName(name)}
`;
      if (carried) {
        out += `surface ${carried.surfaceDigest}
`;
        out += `instructions ${carried.instructionsDigest ?? "(none)"}
`;
        for (const [name, digest] of Object.entries(carried.promptDigests)) out += `${digest}  prompt ${quotedName(name)}
`;
        for (const [uri, digest] of Object.entries(carried.resourceTemplateDigests))
          out += `${digest}  resourceTemplate ${quotedName(uri)}
`;
      }
      io.stdout(out);
    }
    return 0;
  }
};
function quotedName(name) {
  return JSON.stringify(name).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
export {
  SMALL_DOCUMENT,
  command
};
