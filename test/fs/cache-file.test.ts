import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCacheFile } from '../../src/fs/cache-file.js';

// npm's cache files (an npx tree, a cacache index bucket) read as they stand: what cannot be read within
// the bound is absent, never an error, and the caller asks the registry instead.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-cache-file-'));
  mkdirSync(join(dir, 'folder'));
  writeFileSync(join(dir, 'bucket'), 'key\t{"a":1}\n');
  writeFileSync(join(dir, 'big'), Buffer.alloc(2048, 0x61));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readCacheFile', () => {
  it.each([
    ['a file larger than the bound', 'big'],
    ['a folder', 'folder'],
    ['a path that does not exist', 'missing'],
  ])('takes %s as absent (hostile)', (_what, name) => {
    expect(readCacheFile(join(dir, name), 1024)).toBeUndefined();
  });

  it('the twin: reads a regular file within the bound, with its modification time', () => {
    const read = readCacheFile(join(dir, 'bucket'), 1024);
    expect(read?.bytes.toString('utf8')).toBe('key\t{"a":1}\n');
    expect(read?.mtimeMs).toBe(statSync(join(dir, 'bucket')).mtimeMs);
    expect(readCacheFile(join(dir, 'big'), 2048)?.bytes.length).toBe(2048);
  });
});
