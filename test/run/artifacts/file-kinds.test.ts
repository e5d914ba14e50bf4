import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveArtifacts } from '../../../src/run/artifacts.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { within } from '../../support/in-process-guard.js';

/**
 * An `--artifact` path is hashed only when it is a regular file. A FIFO opened for reading waits for a
 * writer, before any `--timeout` could end the wait: it is refused without being opened for reading. Each
 * hostile path beside the regular file that passes.
 */

/** mkfifo, where the platform has it (not on Windows). */
function makeFifo(path: string): boolean {
  if (process.platform === 'win32') return false;
  try {
    execFileSync('mkfifo', [path], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A writer beside the FIFO, in a process of its own: it tries a non-blocking open for writing every 20 ms,
 * which succeeds only once some process has the FIFO open for reading (and lets a reader that waits in
 * open() go on, so a code that opens it fails this test instead of hanging it). `done()` ends it and says
 * whether it ever found a reader.
 */
function fifoWatcher(path: string): { done(): Promise<boolean> } {
  const script = `
    const fs = require('node:fs');
    let saw = false;
    const t = setInterval(() => {
      try { fs.closeSync(fs.openSync(process.argv[1], fs.constants.O_WRONLY | fs.constants.O_NONBLOCK)); saw = true; } catch {}
    }, 20);
    process.stdin.on('end', () => { clearInterval(t); process.exit(saw ? 1 : 0); });
    process.stdin.resume();`;
  const child = spawn(process.execPath, ['-e', script, path], { stdio: ['pipe', 'ignore', 'ignore'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    async done() {
      child.stdin.end();
      return (await within(exited, 'the FIFO watcher to exit')) === 1;
    },
  };
}

let dir: string;
let fifo: string;
let hasFifo: boolean;
let regular: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-artifact-kinds-'));
  fifo = join(dir, 'server.tgz');
  hasFifo = makeFifo(fifo);
  regular = join(dir, 'docs-server-1.4.2.tgz');
  writeFileSync(regular, 'the tarball');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const itWithFifo = (name: string, fn: () => Promise<void>) =>
  it(name, async () => {
    if (!hasFifo) {
      console.warn(`skipped: no mkfifo on ${process.platform}`);
      return;
    }
    await fn();
  });

describe('resolveArtifacts: only a regular file is read', () => {
  itWithFifo('hostile: a FIFO is refused (IO_ERROR, not a regular file), without opening it for reading', async () => {
    const watcher = fifoWatcher(fifo);
    await expect(resolveArtifacts([fifo])).rejects.toMatchObject({
      code: 'IO_ERROR',
      message: `cannot read ${fifo}: a FIFO, not a regular file`,
    });
    expect(await watcher.done()).toBe(false);
  });

  itWithFifo('hostile: a symbolic link to the FIFO is refused the same way', async () => {
    const link = join(dir, 'link.tgz');
    symlinkSync(fifo, link);
    const watcher = fifoWatcher(fifo);
    await expect(resolveArtifacts([link])).rejects.toMatchObject({
      code: 'IO_ERROR',
      message: `cannot read ${link}: a FIFO, not a regular file`,
    });
    expect(await watcher.done()).toBe(false);
  });

  it('hostile: a directory is refused', async () => {
    await expect(resolveArtifacts([dir])).rejects.toMatchObject({ code: 'IO_ERROR' });
  });

  it('twin: a regular file is hashed', async () => {
    const [subject] = await resolveArtifacts([regular]);
    expect(subject).toEqual({
      name: 'docs-server-1.4.2.tgz',
      digest: {
        sha256: createHash('sha256').update('the tarball').digest('hex'),
        sha512: createHash('sha512').update('the tarball').digest('hex'),
      },
    });
  });
});

describe('toolseal verify --artifact FIFO', () => {
  // The artifacts are resolved before the bundle is verified: a bundle file that is only read is enough here.
  const verify = (artifact: string) => {
    const bundle = join(dir, 'b.sigstore.json');
    writeFileSync(bundle, '{}');
    return runInProcess([
      'verify',
      '--bundle',
      bundle,
      '--certificate-identity',
      'https://github.com/octo-org/docs-server/.github/workflows/release.yml@refs/tags/v1.4.2',
      '--snapshot',
      join(dir, 'absent.snapshot.json'),
      '--offline',
      '--artifact',
      artifact,
    ]);
  };

  itWithFifo('hostile: exits 2 with IO_ERROR naming the path, without opening it for reading', async () => {
    const watcher = fifoWatcher(fifo);
    const r = await verify(fifo);
    expect(await watcher.done()).toBe(false);
    expect([r.error, r.code]).toEqual(['IO_ERROR', 2]);
    expect(r.stderr).toContain(`cannot read ${fifo}: a FIFO, not a regular file`);
  });

  it('twin: a regular file gets past the artifacts to the bundle, which is not one (INVALID_BUNDLE)', async () => {
    const r = await verify(regular);
    expect([r.error, r.code]).toEqual(['INVALID_BUNDLE', 2]);
  });
});
