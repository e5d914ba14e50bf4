import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * `toolseal lock` with a publisher (in process, statements signed by a local Fulcio and Rekor): nothing is
 * recorded unverified, and `--accept-signed` moves a pin to a verified signed upgrade and to nothing else.
 */
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools }).manifestDigest;
const SAN = sanOf(DEFAULT_CLAIMS);

describe('lock: the publisher and --accept-signed', () => {
  let bench: SigningBench;
  let v1: string;
  let v2: string;
  let pinned: string;
  let signed: string;
  let otherSigner: string;
  let n = 0;

  beforeAll(async () => {
    bench = await startSigningBench();
    v1 = bench.write('v1.snapshot.json', snapshotText(TOOLS));
    v2 = bench.write('v2.snapshot.json', snapshotText(release2));
    pinned = (await bench.signTools({ tools: TOOLS })).path;
    const linked = { previous: { revision: 1, manifestDigest: digestOf(TOOLS) } };
    signed = (await bench.signTools({ tools: release2, ...linked })).path;
    const evil = githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' });
    otherSigner = (await bench.signTools({ tools: release2, ...linked, claims: evil })).path;
  });
  afterAll(async () => {
    await bench.close();
  });

  const root = () => ['--trusted-root', bench.sigstore.trustedRootPath];
  /** A fresh lock pinning v1 with its publisher and verified revision 1. */
  const pinnedLock = async () => {
    const lock = join(bench.dir, `lock-${++n}.lock`);
    const r = await runInProcess(['lock', '--snapshot', v1, '--lock', lock, '--certificate-identity', SAN, '--bundle', pinned, ...root()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    return lock;
  };
  const entryOf = (lock: string) =>
    (JSON.parse(readFileSync(lock, 'utf8')) as { servers: Record<string, Record<string, unknown>> }).servers.docs!;

  it('(hostile) --bundle whose statement another signer made: nothing is recorded, the lock is not written', async () => {
    const lock = join(bench.dir, 'refused.lock');
    const other = await runInProcess([
      'lock',
      '--snapshot',
      v2,
      '--lock',
      lock,
      '--certificate-identity',
      SAN,
      '--bundle',
      otherSigner,
      ...root(),
    ]);
    expect([other.error, other.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    expect(() => readFileSync(lock)).toThrow();
  });

  it('(twin) --bundle of this surface signed by the publisher records revision and server', async () => {
    const lock = await pinnedLock();
    expect(entryOf(lock).publisher).toMatchObject({ certificateIdentity: SAN, revision: 1, server: 'io.github.octo-org/docs' });
  });

  it('--accept-signed moves the pin to the verified upgrade (revision 2), and check then matches', async () => {
    const lock = await pinnedLock();
    const r = await runInProcess(['lock', '--snapshot', v2, '--lock', lock, '--accept-signed', '--bundle', signed, ...root()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('signed upgrade accepted: revision 1 → 2');
    expect(entryOf(lock)).toMatchObject({ manifestDigest: digestOf(release2), publisher: { certificateIdentity: SAN, revision: 2 } });
    const check = await runInProcess(['check', '--snapshot', v2, '--lock', lock, '--on-change', 'signed']);
    expect([check.error, check.code]).toEqual([undefined, 0]);
  });

  it('(hostile twin) --accept-signed with a statement by another signer refuses (UNSIGNED_CHANGE) and writes nothing', async () => {
    const lock = await pinnedLock();
    const before = readFileSync(lock, 'utf8');
    const r = await runInProcess(['lock', '--snapshot', v2, '--lock', lock, '--accept-signed', '--bundle', otherSigner, ...root()]);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(readFileSync(lock, 'utf8')).toBe(before);
  });

  it('a re-pin with --update keeps the publisher; a lock entry with a bad publisher is INVALID_LOCK', async () => {
    const lock = await pinnedLock();
    const r = await runInProcess(['lock', '--snapshot', v2, '--lock', lock, '--update']);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(entryOf(lock).publisher).toMatchObject({ certificateIdentity: SAN, revision: 1 });
    const bad = bench.write('bad.lock', readFileSync(lock, 'utf8').replace('"revision": 1', '"revision": 0'));
    const check = await runInProcess(['check', '--snapshot', v2, '--lock', bad]);
    expect([check.error, check.code]).toEqual(['INVALID_LOCK', 2]);
  });
});
