import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTextFile, readUserFileBytes } from '../../../src/fs/json-file.js';
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
