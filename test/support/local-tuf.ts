/**
 * A local TUF repository on 127.0.0.1 (port 0) serving Sigstore's `trusted_root.json` target the way
 * tuf-repo-cdn.sigstore.dev does, for `@sigstore/tuf`: `N.root.json`, `timestamp.json`, `snapshot.json`,
 * `targets.json` and `targets/<name>`. Keys and the version-1 root come from `@tufjs/repo-mock`; each
 * `publish()` signs a new version of targets, snapshot and timestamp with the same key, as a repository does
 * when Sigstore rotates a key or adds a log. `tamper` serves a target whose bytes differ from the signed hash.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Metadata, MetaFile, Snapshot, TargetFile, Targets, Timestamp } from '@tufjs/models';
import { KeyPair } from '@tufjs/repo-mock/dist/key.js';
import { createRootMeta } from '@tufjs/repo-mock/dist/metadata.js';
import { closeHttp, listen } from './loopback-http.js';

export interface LocalTuf {
  /** The mirror URL to give @sigstore/tuf. */
  url: string;
  /** The version-1 root.json the client starts from (its seed). */
  rootPath: string;
  /** A fresh cache folder for a client. */
  cacheDir(): string;
  /** Signs and serves a new version whose `trusted_root.json` is this document. */
  publish(trustedRoot: unknown): void;
  /** Serves `trusted_root.json` with these bytes instead of the signed ones (the metadata unchanged). */
  tamper(bytes: string | undefined): void;
  close(): Promise<void>;
}

const expires = () => new Date(Date.now() + 86_400_000).toISOString();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

export async function startLocalTuf(): Promise<LocalTuf> {
  const keyPair = new KeyPair();
  const root = createRootMeta(keyPair);
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-tuf-'));
  const rootPath = join(dir, 'root.json');
  writeFileSync(rootPath, JSON.stringify(root.toJSON()));
  let version = 0;
  let files: Record<string, string> = {};
  let tampered: string | undefined;

  const sign = <T extends Targets | Snapshot | Timestamp>(signed: T): string => {
    const meta = new Metadata(signed);
    meta.sign((data) => keyPair.sign(data) as never);
    return JSON.stringify(meta.toJSON());
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = path === '/targets/trusted_root.json' && tampered !== undefined ? tampered : files[path];
    if (req.method !== 'GET' || body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  const port = await listen(server);
  let closed = 0;

  return {
    url: `http://127.0.0.1:${port}`,
    rootPath,
    cacheDir: () => mkdtempSync(join(dir, `cache-${++closed}-`)),
    publish(trustedRoot) {
      version++;
      const target = JSON.stringify(trustedRoot);
      const targets = new Targets({ version, specVersion: '1.0.0', expires: expires() });
      targets.addTarget(
        new TargetFile({ path: 'trusted_root.json', length: Buffer.byteLength(target), hashes: { sha256: sha256(target) } }),
      );
      const targetsText = sign(targets);
      const snapshotText = sign(
        new Snapshot({
          version,
          specVersion: '1.0.0',
          expires: expires(),
          meta: {
            'targets.json': new MetaFile({ version, length: Buffer.byteLength(targetsText), hashes: { sha256: sha256(targetsText) } }),
          },
        }),
      );
      const timestampText = sign(
        new Timestamp({
          version,
          specVersion: '1.0.0',
          expires: expires(),
          snapshotMeta: new MetaFile({ version, length: Buffer.byteLength(snapshotText), hashes: { sha256: sha256(snapshotText) } }),
        }),
      );
      files = {
        '/1.root.json': JSON.stringify(root.toJSON()),
        '/timestamp.json': timestampText,
        '/snapshot.json': snapshotText,
        '/targets.json': targetsText,
        '/targets/trusted_root.json': target,
      };
    },
    tamper(bytes) {
      tampered = bytes;
    },
    async close() {
      await closeHttp(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
