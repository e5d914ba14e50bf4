import { placedError, ToolsealError } from '../../core/errors.js';
import { canonicalize } from '../../core/json/jcs.js';
import { parseJsonStrict } from '../../core/json/strict-reader.js';
import { readTextFile } from '../../fs/json-file.js';
import type { Command } from '../command.js';

export const command: Command = {
  name: 'canonicalize',
  summary: 'JSON (file or stdin) to RFC 8785 canonical bytes',
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
    const text = file === undefined || file === '-' ? await io.readStdin() : readTextFile(file);
    const source = file ?? 'stdin';
    const value = parseJsonStrict(text, source);
    let canonical: string;
    try {
      canonical = canonicalize(value);
    } catch (e) {
      // A value with no canonical form (a lone surrogate) is named with its file, as every other refusal is.
      if (e instanceof ToolsealError) throw placedError(e, source);
      throw e;
    }
    io.stdout(canonical);
    return 0;
  },
};
