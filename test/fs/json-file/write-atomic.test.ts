import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../../../src/fs/json-file.js';

// A file written from text pieces goes through one reused buffer: whatever the pieces' sizes and characters,
// the bytes are those of the joined text, as Buffer.from would encode it.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-pieces-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cases: Array<[string, string[]]> = [
  ['no pieces', []],
  ['many small pieces past the buffer size', Array.from({ length: 20000 }, (_, i) => `{"name":"t${i}"},\n`)],
  ['multi-byte characters across buffer flushes', Array.from({ length: 9000 }, (_, i) => `é\u2028${'\u{1F600}'.repeat(i % 5)}x`)],
  ['a piece larger than the buffer between small ones', ['a', 'é'.repeat(70_000), 'b', 'c'.repeat(200_000), '']],
  ['a lone surrogate (written as U+FFFD, as Buffer.from does)', ['x\uD800y', 'z']],
];

it.each(cases)('%s', (_, pieces) => {
  const file = join(dir, 'out.json');
  writeFileAtomic(file, pieces);
  expect(readFileSync(file).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
});

// A file written from byte pieces (a lock's pins, each where the digester keeps it, written where they are in
// batches of 1,024 per writev): whatever the pieces' sizes and number, the bytes are those of the pieces
// joined, and nothing is left behind when they fail midway.
function piecesOf(parts: Array<[Buffer, number, number]>) {
  return {
    length: parts.reduce((n, [, s, e]) => n + e - s, 0),
    eachPiece(put: (bytes: Buffer, start: number, end: number) => void) {
      for (const [b, s, e] of parts) put(b, s, e);
    },
  };
}
const store = Buffer.from(Array.from({ length: 3 << 20 }, (_, i) => (i * 7 + (i >> 11)) & 0xff));
const byteCases: Array<[string, Array<[Buffer, number, number]>]> = [
  ['no byte pieces', []],
  ['many small slices of one store, past the buffer size', Array.from({ length: 9000 }, (_, i) => [store, i * 300, i * 300 + 250])],
  [
    'a slice of 1 MiB and one larger, between small ones',
    [
      [store, 5, 9],
      [store, 100, 100 + (1 << 20)],
      [store, 0, 1],
      [store, 7, 7 + (2 << 20) + 3],
      [store, 9, 9],
    ],
  ],
  [
    'slices that just fill the buffer, then one byte',
    [
      [store, 0, (1 << 20) - 2],
      [store, 1, 3],
      [store, 4, 5],
    ],
  ],
];

it.each(byteCases)('%s', (_, parts) => {
  const file = join(dir, 'out.lock');
  writeFileAtomic(file, piecesOf(parts));
  expect(readFileSync(file).equals(Buffer.concat(parts.map(([b, s, e]) => b.subarray(s, e))))).toBe(true);
});

it('byte pieces that fail midway leave the old file as it was, and no temporary file (its twin writes them)', () => {
  const file = join(dir, 'kept.lock');
  writeFileAtomic(file, 'old\n');
  const failing = {
    length: 2 << 20,
    eachPiece(put: (bytes: Buffer, start: number, end: number) => void) {
      put(store, 0, 1 << 20);
      put(store, 0, 10);
      throw new Error('pieces cut short');
    },
  };
  expect(() => writeFileAtomic(file, failing)).toThrow(/cannot write .*kept\.lock/);
  expect(readFileSync(file, 'utf8')).toBe('old\n');
  expect(readdirSync(dir)).toEqual(['kept.lock']);
  writeFileAtomic(
    file,
    piecesOf([
      [store, 0, 1 << 20],
      [store, 0, 10],
    ]),
  );
  expect(readFileSync(file).equals(Buffer.concat([store.subarray(0, 1 << 20), store.subarray(0, 10)]))).toBe(true);
  expect(readdirSync(dir)).toEqual(['kept.lock']);
});
