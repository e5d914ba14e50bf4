import { digestDocumentText, toolDigestRecord } from '../../core/snapshot.js';
import { readTextFile } from '../../fs/json-file.js';
import type { Command } from '../command.js';

export const command: Command = {
  name: 'digest',
  summary: 'manifest and per-tool digests of a tools/list result, tools array or snapshot',
  help: `Usage: toolseal digest [FILE] [--json]

Reads a tools/list result {"tools": [...]}, a bare tools array, or a snapshot from FILE (or stdin) and
prints the manifest digest and each tool's digest (docs/formats.md). A result with nextCursor is one page, not
the whole list, and is refused (exit 4).

toolDigest = sha256(JCS(the tool's name, title, description, inputSchema, outputSchema, annotations and
execution, those present)); manifestDigest = sha256(JCS({name: that surface, ...})). icons, _meta and other
keys are not hashed; tool order does not matter.

Refused (exit 2): invalid JSON or UTF-8, a duplicate member name anywhere, two tools with one name, a tool
without a non-empty string name, lone surrogates, numbers that overflow to Infinity, nesting deeper than
1000 levels, a snapshot whose recorded digests are not those of its tools.

Options:
  --json    {"manifestDigest": ..., "toolCount": N, "toolDigests": {name: digest}}; errors as {"code", "message"}`,
  options: { json: { type: 'boolean' } },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const file = positionals[0];
    const source = file ?? 'stdin';
    const text = file === undefined || file === '-' ? await io.readStdin() : readTextFile(file);
    // Read tool by tool: the tools are digested as they are read, never held all at once.
    const d = digestDocumentText(text, source);
    if (values.json) {
      io.stdout(JSON.stringify({ manifestDigest: d.manifestDigest, toolCount: d.tools.size, toolDigests: toolDigestRecord(d.tools) }, null, 2) + '\n');
    } else {
      let out = `manifest ${d.manifestDigest}  (${d.tools.size} tool${d.tools.size === 1 ? '' : 's'})\n`;
      for (const [name, t] of d.tools) out += `${t.digest}  ${quotedName(name)}\n`;
      io.stdout(out);
    }
    return 0;
  },
};

// A tool name is server text: quoted as JSON, and with DEL, C1 controls (a terminal reads U+009B as CSI)
// and line separators escaped too, so it can neither steer a terminal nor split a line.
function quotedName(name: string): string {
  return JSON.stringify(name).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
