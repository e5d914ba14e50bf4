// The fixed bytes of one tool's pin in the lock file, shared by the lock writer and the digester that
// writes pins as it hashes (kept apart from the lock model so that `digest` does not load it).
import { HINT_NAMES } from './hints.js';
import { SURFACE_FIELDS } from './surface.js';

/** The fixed text of a tool's pin in the lock, as bytes (see ToolDigester's addPinned). */
/** Typed as plain `Buffer`, so the shipped declarations read the same under every @types/node. */
interface PinText {
  indent: Buffer;
  digest: Buffer;
  fields: Buffer;
  firstField: Buffer[];
  nextField: Buffer[];
  tail: Buffer[];
  noFieldsTail: Buffer[];
}

export const PIN: PinText = (() => {
  const b = (text: string) => Buffer.from(text, 'latin1');
  const field = (f: string) => `            "${f}": "sha256:`;
  const tail = (k: number, fields: string) =>
    b(
      `${fields}\n          "hints": {\n${HINT_NAMES.map((h, i) => `            "${h}": ${(k & (1 << i)) !== 0}`).join(',\n')}\n          }\n        }`,
    );
  return {
    indent: b('        '),
    digest: b(': {\n          "digest": "sha256:'),
    fields: b('",\n          "fields": {'),
    firstField: SURFACE_FIELDS.map((f) => b(`\n${field(f)}`)),
    nextField: SURFACE_FIELDS.map((f) => b(`,\n${field(f)}`)),
    // By the hints as bits (HINT_NAMES[i] true: bit i); after the fields, or with none (`{}`).
    tail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, '\n          },')),
    noFieldsTail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, '},')),
  };
})();

/** Two lowercase hex digits per byte value: HEX_PAIRS[2b] and HEX_PAIRS[2b + 1]. */
const HEX_PAIRS = Buffer.from(Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0')).join(''), 'latin1');

/** Writes a digest given as a latin1 string of its bytes into `out` at `at` as lowercase hex; returns where it ends. */
export function writeHex(out: Buffer, at: number, bytes: string): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i) << 1;
    out[at++] = HEX_PAIRS[b]!;
    out[at++] = HEX_PAIRS[b + 1]!;
  }
  return at;
}

/** The text around the tool pins in a server's `tools` record, as the lock writes it. */
export const RECORD: { empty: Buffer; open: Buffer; between: Buffer; close: Buffer } = {
  empty: Buffer.from('{}', 'latin1'),
  open: Buffer.from('{\n', 'latin1'),
  between: Buffer.from(',\n', 'latin1'),
  close: Buffer.from('\n      }', 'latin1'),
};
