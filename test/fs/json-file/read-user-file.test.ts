import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openUserFile, readTextFile, readUserFileBytes } from '../../../src/fs/json-file.js';
import { codeOf, messageOf } from '../../support/thrown.js';

// The one reader of a file the user named (--lock, --snapshot, --bundle, --trusted-root, --config): a
// regular file only, bounded, every failure IO_ERROR naming the path. A FIFO with no writer, /dev/zero and
// a folder are refused at once, never read (before, a FIFO hung and /dev/zero grew without end).
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-user-file-'));
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  mkdirSync(join(dir, 'folder'));
  writeFileSync(join(dir, 'lock.json'), '{"a":1}\n');
  writeFileSync(join(dir, 'big'), Buffer.alloc(2048, 0x61));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readUserFileBytes', () => {
  it.each([
    ['a FIFO no one writes to', 'fifo', 'a FIFO, not a regular file'],
    ['a folder', 'folder', 'a folder, not a regular file'],
  ])('refuses %s with IO_ERROR naming the path, without waiting', (_what, name, says) => {
    const path = join(dir, name);
    expect(codeOf(() => readUserFileBytes(path))).toBe('IO_ERROR');
    expect(messageOf(() => readUserFileBytes(path))).toBe(`cannot read ${path}: ${says}`);
  });

  it('refuses /dev/zero (a device that never ends) and /dev/null alike', () => {
    expect(messageOf(() => readUserFileBytes('/dev/zero'))).toBe('cannot read /dev/zero: a character device, not a regular file');
    expect(codeOf(() => readTextFile('/dev/null'))).toBe('IO_ERROR');
  });

  it('refuses a regular file over the bound; its twin at the bound is read whole', () => {
    const big = join(dir, 'big');
    expect(messageOf(() => readUserFileBytes(big, { maxBytes: 2047 }))).toBe(`cannot read ${big}: larger than 2047 bytes`);
    expect(readUserFileBytes(big, { maxBytes: 2048 }).length).toBe(2048);
  });

  it('reads a regular file; a missing one is IO_ERROR, or undefined where absence is allowed', () => {
    expect(readTextFile(join(dir, 'lock.json'))).toBe('{"a":1}\n');
    const missing = join(dir, 'missing.lock');
    expect(messageOf(() => readUserFileBytes(missing))).toMatch(new RegExp(`^cannot read ${missing}: `));
    expect(readUserFileBytes(missing, { missingOk: true })).toBeUndefined();
    // Absence is allowed, a FIFO still is not.
    expect(codeOf(() => readUserFileBytes(join(dir, 'fifo'), { missingOk: true }))).toBe('IO_ERROR');
  });
});

describe('openUserFile: holds (a file compared with expected bytes in pieces, never read whole)', () => {
  // Larger than the 1 MiB read buffer, so pieces straddle two reads; the pieces are of many lengths.
  const expected = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `piece ${i} ${'x'.repeat(i % 41)}\n`).join(''));
  const pieces = (bytes: Buffer) => ({
    length: bytes.length,
    eachPiece(put: (b: Buffer, start: number, end: number) => void) {
      for (let at = 0, n = 1; at < bytes.length; at += n, n = 1 + ((n * 7 + 3) % 5000)) put(bytes, at, Math.min(bytes.length, at + n));
    },
  });
  const holds = (content: Buffer) => {
    const path = join(dir, 'held');
    writeFileSync(path, content);
    const file = openUserFile(path);
    try {
      return file.holds(pieces(expected));
    } finally {
      file.close();
    }
  };

  it('the very bytes are held, and read whole they are the same bytes', () => {
    expect(expected.length).toBeGreaterThan(1 << 20);
    expect(holds(expected)).toBe(true);
    const file = openUserFile(join(dir, 'held'));
    expect(file.bytes().equals(expected)).toBe(true);
    file.close();
  });

  it.each([
    [
      'one byte changed past the first megabyte',
      () => Buffer.concat([expected.subarray(0, 1_500_000), Buffer.from('y'), expected.subarray(1_500_001)]),
    ],
    ['one byte changed in the last piece', () => Buffer.concat([expected.subarray(0, -1), Buffer.from('y')])],
    ['one byte more at the end', () => Buffer.concat([expected, Buffer.from('\n')])],
    ['one byte less at the end', () => expected.subarray(0, -1)],
    ['empty', () => Buffer.alloc(0)],
  ])('a file that is not them is not: %s', (_what, content) => {
    expect(holds(content())).toBe(false);
  });

  it('is refused as readUserFileBytes refuses: a FIFO, and a missing file unless absence is allowed', () => {
    expect(codeOf(() => openUserFile(join(dir, 'fifo')))).toBe('IO_ERROR');
    expect(openUserFile(join(dir, 'missing.lock'), { missingOk: true })).toBeUndefined();
    expect(codeOf(() => openUserFile(join(dir, 'missing.lock')))).toBe('IO_ERROR');
  });
});
