import { MAX_UPGRADE_HOPS, linkUpgradeChain, type SignedRevision } from '../../../src/core/check/upgrade-chain.js';
import type { Digest } from '../../../src/core/surface/surface.js';

// The chain rule alone, on statements taken as verified (the verification itself is tested with real
// signatures in test/run/signed-upgrade/): each hostile chain beside the twin that links.
const d = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}` as Digest;
const rev = (n: number, previous: number | undefined, over: Partial<SignedRevision> = {}): SignedRevision => ({
  server: 'io.github.octo-org/docs',
  revision: n,
  manifestDigest: d(n),
  ...(previous !== undefined ? { previousManifestDigest: d(previous) } : {}),
  signer: 'https://github.com/octo-org/docs-server/.github/workflows/release.yml@refs/tags/v1',
  source: `r${n}.sigstore.json`,
  ...over,
});
const lookup = (revs: SignedRevision[]) => {
  const by = new Map(revs.map((r) => [r.manifestDigest, r]));
  return (digest: Digest) => by.get(digest);
};
const PIN = { manifestDigest: d(1), revision: 1, server: 'io.github.octo-org/docs' };

describe('linkUpgradeChain', () => {
  it('links a chain of any length up to the bound back to the pin', () => {
    const revs = Array.from({ length: MAX_UPGRADE_HOPS }, (_, i) => rev(i + 2, i + 1));
    const live = revs.at(-1)!;
    expect(linkUpgradeChain(PIN, live, lookup(revs))).toMatchObject({
      accepted: true,
      fromRevision: 1,
      toRevision: MAX_UPGRADE_HOPS + 1,
      hops: MAX_UPGRADE_HOPS,
    });
  });

  it('(hostile) one hop past the bound is refused, not followed', () => {
    const revs = Array.from({ length: MAX_UPGRADE_HOPS + 1 }, (_, i) => rev(i + 2, i + 1));
    expect(linkUpgradeChain(PIN, revs.at(-1)!, lookup(revs))).toMatchObject({ accepted: false, code: 'NOT_SIGNED' });
  });

  it('(hostile) a cycle of previous digests is refused (STATEMENT_INVALID); its twin without the cycle links', () => {
    // Hand-made statements: 5 → 4 → 3 → 5 (never reaching the pin).
    const cyc = [rev(5, 4), rev(4, 3), rev(3, 5, { revision: 3 })];
    expect(linkUpgradeChain(PIN, cyc[0]!, lookup(cyc))).toMatchObject({ accepted: false, code: 'STATEMENT_INVALID' });
    const loop = [rev(5, 4), rev(4, 5, { revision: 6 })];
    expect(linkUpgradeChain(PIN, loop[0]!, lookup(loop))).toMatchObject({ accepted: false, code: 'REVISION_ROLLBACK' });
    const self = rev(5, 5);
    expect(linkUpgradeChain(PIN, self, lookup([self]))).toMatchObject({ accepted: false, code: 'STATEMENT_INVALID' });
    const twin = [rev(3, 2), rev(2, 1)];
    expect(linkUpgradeChain(PIN, twin[0]!, lookup(twin))).toMatchObject({ accepted: true, hops: 2 });
  });

  it('(hostile) a hop whose revision does not fall is refused, and so is a chain that starts over (revision 1, no previous)', () => {
    const flat = [rev(3, 2), rev(2, 1, { revision: 3 })];
    expect(linkUpgradeChain(PIN, flat[0]!, lookup(flat))).toMatchObject({ accepted: false, code: 'REVISION_ROLLBACK' });
    const fresh = rev(2, undefined);
    expect(linkUpgradeChain(PIN, fresh, lookup([fresh]))).toMatchObject({ accepted: false, code: 'NOT_SIGNED' });
  });

  it('(hostile) a hop for another server is refused; without a recorded server or revision the live server is the rule', () => {
    const mixed = [rev(3, 2), rev(2, 1, { server: 'io.github.octo-org/other' })];
    expect(linkUpgradeChain(PIN, mixed[0]!, lookup(mixed))).toMatchObject({ accepted: false, code: 'SERVER_NAME_MISMATCH' });
    expect(linkUpgradeChain({ manifestDigest: d(1) }, mixed[0]!, lookup(mixed))).toMatchObject({
      accepted: false,
      code: 'SERVER_NAME_MISMATCH',
    });
    const same = [rev(3, 2), rev(2, 1)];
    expect(linkUpgradeChain({ manifestDigest: d(1) }, same[0]!, lookup(same))).toEqual(
      expect.objectContaining({ accepted: true, hops: 2 }),
    );
    expect(linkUpgradeChain({ manifestDigest: d(1) }, same[0]!, lookup(same))).not.toHaveProperty('fromRevision');
  });
});
