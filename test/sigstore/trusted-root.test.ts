import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isToolsealError } from '../../src/core/errors.js';
import { runVerifyBundle } from '../../src/run/verify.js';
import { pathToFileURL } from 'node:url';
import { fetchTrustedRootWithTuf, loadTrustedRoot, type TufOptions } from '../../src/sigstore/trusted-root.js';
import { startLocalTuf, type LocalTuf } from '../support/local-tuf.js';
import { ROOT } from '../support/paths.js';
import { DEFAULT_CLAIMS, sanOf, startSigningBench, type SigningBench } from '../support/signing-bench.js';

/**
 * The trusted root follows Sigstore's rotations: by default it comes through TUF (a local TUF repository
 * here, on 127.0.0.1), with the root shipped in toolseal as the offline fallback, announced in one line.
 */
const SHIPPED = JSON.parse(readFileSync(join(ROOT, 'src', 'sigstore', 'public-good-trusted-root.json'), 'utf8'));

describe('loadTrustedRoot through TUF', () => {
  let tuf: LocalTuf;
  let bench: SigningBench;
  let bundle: { text: string };

  beforeAll(async () => {
    tuf = await startLocalTuf();
    bench = await startSigningBench();
    bundle = await bench.signTools();
  });
  afterAll(async () => {
    await tuf.close();
    await bench.close();
  });

  /** Loads the default way (followRotations), collecting notices. */
  async function load(options: TufOptions, extra: { tuf?: boolean; offline?: boolean } = {}) {
    const notices: string[] = [];
    const root = await loadTrustedRoot({
      ...extra,
      followRotations: { notice: (l) => notices.push(l), tuf: { timeoutMs: 10_000, ...options } },
    });
    return { root, notices };
  }
  const verifies = (root: Awaited<ReturnType<typeof loadTrustedRoot>>) => {
    try {
      runVerifyBundle({
        bundleText: bundle.text,
        bundleSource: 'b',
        artifact: { kind: 'none' },
        trustedRoot: root,
        policy: { issuer: DEFAULT_CLAIMS.iss, identity: { kind: 'exact', san: sanOf(DEFAULT_CLAIMS) } },
      });
      return 'verified';
    } catch (e) {
      return isToolsealError(e) ? e.code : 'other';
    }
  };

  it('picks up a rotated root (a new log and key) from the repository, with the cache of the earlier one', async () => {
    const options = { mirrorURL: tuf.url, rootPath: tuf.rootPath, cachePath: tuf.cacheDir() };
    tuf.publish(SHIPPED);
    const before = await load(options);
    expect(before.notices).toEqual([]);
    expect(before.root.source).toMatch(/TUF/);
    expect(verifies(before.root)).toBe('SIGNATURE_INVALID'); // the local log is not in that root yet
    // Sigstore rotates: the new version's root names the local Fulcio, log and timestamp authority.
    tuf.publish(bench.sigstore.trustedRoot);
    const after = await load(options);
    expect(after.notices).toEqual([]);
    expect(verifies(after.root)).toBe('verified');
    // The control arm: the shipped root, pinned with --offline, does not know the new log.
    expect(verifies((await load(options, { offline: true })).root)).toBe('SIGNATURE_INVALID');
  });

  it('refuses a tampered root: an error with --tuf, the shipped root and one notice line by default', async () => {
    tuf.publish(bench.sigstore.trustedRoot);
    tuf.tamper(JSON.stringify({ ...bench.sigstore.trustedRoot, tlogs: [] }));
    try {
      const options = { mirrorURL: tuf.url, rootPath: tuf.rootPath, cachePath: tuf.cacheDir() };
      let code: string | undefined;
      try {
        await load(options, { tuf: true });
      } catch (e) {
        code = isToolsealError(e) ? e.code : 'other';
      }
      expect(code).toBe('IO_ERROR');
      const fallback = await load(options);
      expect(fallback.root.source).toMatch(/shipped with toolseal/);
      expect(fallback.notices).toHaveLength(1);
      expect(fallback.notices[0]).not.toMatch(/\n/);
      expect(verifies(fallback.root)).toBe('SIGNATURE_INVALID');
    } finally {
      tuf.tamper(undefined);
    }
    // The twin: the same repository untampered is taken.
    expect(verifies((await load({ mirrorURL: tuf.url, rootPath: tuf.rootPath, cachePath: tuf.cacheDir() })).root)).toBe('verified');
  });

  it('falls back to the shipped root with one notice when the repository cannot be reached', async () => {
    const { root, notices } = await load({
      mirrorURL: 'http://127.0.0.1:9',
      rootPath: tuf.rootPath,
      cachePath: tuf.cacheDir(),
      timeoutMs: 2_000,
    });
    expect(root.source).toMatch(/shipped with toolseal/);
    expect(notices).toEqual([expect.stringMatching(/could not be refreshed through TUF .*--offline/)]);
  });

  it('works the same from the bundled library in dist/ (the CLI and the actions are built the same way)', async () => {
    const dist = (await import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href)) as {
      fetchTrustedRootWithTuf: typeof fetchTrustedRootWithTuf;
    };
    tuf.publish(bench.sigstore.trustedRoot);
    const root = await dist.fetchTrustedRootWithTuf({
      mirrorURL: tuf.url,
      rootPath: tuf.rootPath,
      cachePath: tuf.cacheDir(),
      timeoutMs: 10_000,
    });
    expect(root.source).toMatch(/TUF/);
    expect(root.root.tlogs).toHaveLength(1);
  });

  it('pins what it is given: a file, or the shipped root with offline; not two at once (USAGE)', async () => {
    expect((await load({ mirrorURL: 'http://127.0.0.1:9' }, { offline: true })).notices).toEqual([]);
    await expect(loadTrustedRoot({ file: bench.sigstore.trustedRootPath, offline: true })).rejects.toMatchObject({ code: 'USAGE' });
  });

  it("names the caller's own options: the command line's by default, an action's inputs when it gives them (not --offline)", async () => {
    const both = { file: bench.sigstore.trustedRootPath, offline: true };
    await expect(loadTrustedRoot(both)).rejects.toThrow('give one of --trusted-root FILE, --tuf and --offline');
    await expect(loadTrustedRoot({ ...both, names: { file: 'trusted-root', offline: 'offline: true' } })).rejects.toThrow(
      /^give one of trusted-root and offline: true$/,
    );
  });
});
