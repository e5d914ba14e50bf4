import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
