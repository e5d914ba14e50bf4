import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A real npm registry (verdaccio, from npm) on 127.0.0.1: a free port, a fresh storage folder, no uplinks
 * (it never reaches another registry), one user made through its own user API for `npm publish`.
 */
export interface LocalNpmRegistry {
  url: string;
  /** `npm publish` of a packed tarball to it. */
  publish(tarball: string): Promise<void>;
  close(): Promise<void>;
}

const VERDACCIO = join(process.cwd(), 'node_modules', 'verdaccio', 'bin', 'verdaccio');

export async function startLocalNpmRegistry(): Promise<LocalNpmRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-npm-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      `listen: 127.0.0.1:${port}`,
      'web:',
      '  enable: false',
      'log: { type: stdout, format: json, level: error }',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(process.execPath, [VERDACCIO, '--config', config], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  // Its stderr is kept (the last few KB) for the message when it does not start, not shown otherwise.
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString('utf8')).slice(-4096);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Ready when it answers its ping; bounded in tries (each a connection refused at once until it listens).
    let up = false;
    for (let i = 0; i < 300 && !up && child.exitCode === null; i++) {
      up = await fetch(`${url}-/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) throw new Error(`verdaccio did not start: ${stderr}`);
    const user = await fetch(`${url}-/user/org.couchdb.user:toolseal`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'toolseal', password: 'local-test-only' }),
    });
    const { token } = (await user.json()) as { token: string };
    const npmrc = join(dir, '.npmrc');
    writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\nregistry=${url}\n`);
    return {
      url,
      async publish(tarball) {
        await promisify(execFile)(
          'npm',
          ['publish', tarball, '--registry', url, '--userconfig', npmrc, '--access', 'public', '--provenance=false'],
          {
            cwd: dir,
            timeout: 120_000,
          },
        );
      },
      close: stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** A port free on 127.0.0.1 now (taken by the OS for an instant, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
