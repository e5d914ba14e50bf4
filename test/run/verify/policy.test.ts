import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleToJSON } from '@sigstore/bundle';
import { DSSEBundleBuilder, FulcioSigner, RekorWitness } from '@sigstore/sign';
import { GITHUB_ACTIONS_ISSUER } from '../../../src/core/statement/identity-policy.js';
import { buildStatement } from '../../../src/core/statement/statement.js';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { join } from 'node:path';
import { VECTORS } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { objectAt } from '../../support/json-view.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  TOOLS,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';

/**
 * `toolseal verify` against bundles signed in the test by a local Fulcio and Rekor: the verification steps in
 * order, each failing with its own code, and each beside the twin that passes.
 */
describe('toolseal verify: identity, namespace, statement, rollback', () => {
  let bench: SigningBench;
  let good: string;
  let snapshot: string;
  const SAN = sanOf(DEFAULT_CLAIMS);

  beforeAll(async () => {
    bench = await startSigningBench();
    good = (await bench.signTools()).path;
    snapshot = bench.write('live.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await bench.close();
  });

  const verify = (bundle: string, ...args: string[]) =>
    runInProcess(['verify', '--bundle', bundle, '--snapshot', snapshot, '--trusted-root', bench.sigstore.trustedRootPath, ...args]);

  describe('the control', () => {
    it('verifies a bundle of the exact signer and issuer, and reports match: same', async () => {
      const r = await verify(good, '--certificate-identity', SAN, '--json');
      expect(r.error).toBeUndefined();
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(report).toMatchObject({
        verified: true,
        match: 'same',
        signer: { identity: SAN, issuer: GITHUB_ACTIONS_ISSUER, sourceRepository: 'https://github.com/octo-org/docs-server' },
        statement: { server: DEFAULT_SERVER_NAME, revision: 1 },
        namespaceOwner: 'octo-org',
        added: [],
        removed: [],
        changed: [],
      });
    });
  });

  describe('the bundle by URL (a release asset)', () => {
    it("reads --bundle from a URL through the release download's redirect, and fails on a missing asset", async () => {
      const text = readFileSync(good, 'utf8');
      const server = createServer((req, res) => {
        if (req.url === '/octo-org/docs-server/releases/download/v1.4.2/docs.sigstore.json')
          res.writeHead(302, { location: '/assets/1' }).end();
        else if (req.url === '/assets/1') res.end(text);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo-org/docs-server/releases/download`;
        const r = await verify(`${base}/v1.4.2/docs.sigstore.json`, '--certificate-identity', SAN);
        expect([r.error, r.code]).toEqual([undefined, 0]);
        const missing = await verify(`${base}/v9/docs.sigstore.json`, '--certificate-identity', SAN);
        expect([missing.error, missing.code]).toEqual(['IO_ERROR', 2]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('identity (step 2)', () => {
    it('refuses a prefix of the SAN given as the identity (sigstore-js would take it as an unanchored pattern)', async () => {
      const prefix = SAN.slice(0, SAN.indexOf('@'));
      const r = await verify(good, '--certificate-identity', prefix);
      expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    });

    it('refuses a regexp that matches only a substring of the SAN, and accepts one that matches all of it', async () => {
      const partial = await verify(good, '--certificate-identity-regexp', 'octo-org/docs-server');
      expect([partial.error, partial.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
      const whole = await verify(
        good,
        '--certificate-identity-regexp',
        'https://github\\.com/octo-org/docs-server/\\.github/workflows/release\\.yml@refs/tags/v.*',
      );
      expect([whole.error, whole.code]).toEqual([undefined, 0]);
    });

    it('anchors every branch of an alternation', async () => {
      const r = await verify(good, '--certificate-identity-regexp', 'nothing|octo-org');
      expect(r.error).toBe('UNTRUSTED_SIGNER');
    });

    it('refuses a pattern that closes the anchoring group early (it would match any SAN) as usage, before verifying', async () => {
      const foreign = await bench.signTools({ claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }) });
      const escape = await verify(foreign.path, '--certificate-identity-regexp', 'https://github\\.com/octo-org/.*)|(.*');
      expect([escape.error, escape.code]).toEqual(['USAGE', 2]);
      // The twin: the same owner pattern, well formed, refuses that signer and accepts the owner's own bundle.
      const anchored = await verify(foreign.path, '--certificate-identity-regexp', 'https://github\\.com/octo-org/.*');
      expect([anchored.error, anchored.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
      const own = await verify(good, '--certificate-identity-regexp', 'https://github\\.com/octo-org/.*');
      expect([own.error, own.code]).toEqual([undefined, 0]);
    });

    it('refuses a bundle from another repository of the same owner', async () => {
      const sibling = await bench.signTools({ claims: githubClaims({ repository: 'octo-org/other-server', ref: 'refs/tags/v1.4.2' }) });
      const r = await verify(sibling.path, '--certificate-identity', SAN);
      expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    });

    it('refuses a bundle from another owner', async () => {
      const foreign = await bench.signTools({ claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }) });
      const r = await verify(foreign.path, '--certificate-identity', SAN);
      expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    });

    it('refuses a wrong issuer', async () => {
      const r = await verify(good, '--certificate-identity', SAN, '--certificate-oidc-issuer', 'https://accounts.google.com');
      expect([r.error, r.code]).toEqual(['ISSUER_MISMATCH', 1]);
    });

    it('refuses a bundle from a foreign trusted root (another local Sigstore, and the public-good default)', async () => {
      const other = await startSigningBench();
      try {
        const foreign = await other.signTools();
        const r = await verify(foreign.path, '--certificate-identity', SAN);
        expect([r.error, r.code]).toEqual(['SIGNATURE_INVALID', 1]);
        const publicGood = await runInProcess([
          'verify',
          '--offline',
          '--bundle',
          good,
          '--snapshot',
          snapshot,
          '--certificate-identity',
          SAN,
        ]);
        expect([publicGood.error, publicGood.code]).toEqual(['SIGNATURE_INVALID', 1]);
        // The control: the same bundle verifies against the root of the Sigstore that signed it.
        const own = await runInProcess([
          'verify',
          '--bundle',
          foreign.path,
          '--snapshot',
          snapshot,
          '--trusted-root',
          other.sigstore.trustedRootPath,
          '--certificate-identity',
          SAN,
        ]);
        expect([own.error, own.code]).toEqual([undefined, 0]);
      } finally {
        await other.close();
      }
    });

    it('needs exactly one identity option', async () => {
      expect((await verify(good)).error).toBe('USAGE');
      expect((await verify(good, '--certificate-identity', SAN, '--certificate-identity-regexp', '.*')).error).toBe('USAGE');
      expect((await verify(good, '--certificate-identity-regexp', '(')).error).toBe('USAGE');
      // --tuf (network) and --trusted-root exclude each other; neither is ever used silently.
      expect((await verify(good, '--certificate-identity', SAN, '--tuf')).error).toBe('USAGE');
    });
  });

  describe('namespace (step 3)', () => {
    it('refuses io.github.<owner>/… signed from a repository of another owner, even under a lax identity pattern', async () => {
      const squatter = await bench.signTools({ claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }) });
      const r = await verify(squatter.path, '--certificate-identity-regexp', '.*');
      expect([r.error, r.code]).toEqual(['NAMESPACE_MISMATCH', 1]);
    });

    it('matches the owner case-insensitively', async () => {
      const mixed = await bench.signTools({ serverName: 'io.github.Octo-Org/docs' });
      const r = await verify(mixed.path, '--certificate-identity', SAN, '--json');
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(JSON.parse(r.stdout).namespaceOwner).toBe('Octo-Org');
    });

    it('applies no owner rule to a name outside io.github', async () => {
      const other = await bench.signTools({
        serverName: 'com.example/docs',
        claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }),
      });
      const r = await verify(other.path, '--certificate-identity-regexp', '.*', '--json');
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(JSON.parse(r.stdout).namespaceOwner).toBeNull();
    });
  });

  describe('statement (step 4)', () => {
    const built = buildStatement({ serverName: DEFAULT_SERVER_NAME, serverVersion: '1.4.2', tools: TOOLS });

    it('refuses another predicate type', async () => {
      const text = canonicalize({ ...built.statement, predicateType: 'https://slsa.dev/provenance/v1' });
      const path = bench.write('other-predicate.json', await bench.signText(text));
      expect((await verify(path, '--certificate-identity', SAN)).error).toBe('STATEMENT_INVALID');
    });

    it('refuses a subject digest that is not predicate.manifestDigest', async () => {
      const statement = JSON.parse(built.statementText) as typeof built.statement;
      statement.subject[0]!.digest.sha256 = 'f'.repeat(64);
      const path = bench.write('bad-subject.json', await bench.signText(canonicalize(statement)));
      const r = await verify(path, '--certificate-identity', SAN);
      expect([r.error, r.code]).toEqual(['STATEMENT_INVALID', 1]);
    });

    it('refuses a statement that is not in-toto v1', async () => {
      const text = canonicalize({ ...built.statement, _type: 'https://in-toto.io/Statement/v0.1' });
      const path = bench.write('old-statement.json', await bench.signText(text));
      expect((await verify(path, '--certificate-identity', SAN)).error).toBe('STATEMENT_INVALID');
    });

    it('refuses real public-good bundles that pass steps 1 and 2 but hold no toolseal statement', async () => {
      // sigstore-conformance vectors: a message signature (hashedrekord) and an in-toto DSSE of another predicate.
      const beacon =
        'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
      for (const name of ['happy-path-v0.3', 'happy-path-intoto-in-dsse-v3']) {
        const bundle = join(VECTORS, 'sigstore-conformance', 'bundle-verify', name, 'bundle.sigstore.json');
        const r = await runInProcess(['verify', '--offline', '--bundle', bundle, '--snapshot', snapshot, '--certificate-identity', beacon]);
        expect([name, r.error, r.code]).toEqual([name, 'STATEMENT_INVALID', 1]);
        // The control: the same bundle under another identity stops at step 2.
        const other = await runInProcess([
          'verify',
          '--offline',
          '--bundle',
          bundle,
          '--snapshot',
          snapshot,
          '--certificate-identity',
          beacon.replace('main', 'other'),
        ]);
        expect([name, other.error]).toEqual([name, 'UNTRUSTED_SIGNER']);
      }
      // And a message signature that does not verify fails as one (step 1), not as usage or a statement.
      const forged = join(VECTORS, 'sigstore-conformance', 'bundle-verify', 'signature-mismatch_fail', 'bundle.sigstore.json');
      const r = await runInProcess(['verify', '--offline', '--bundle', forged, '--snapshot', snapshot, '--certificate-identity', beacon]);
      expect([r.error, r.code]).toEqual(['SIGNATURE_INVALID', 1]);
    });

    it('refuses a validly signed envelope of another payload type', async () => {
      const builder = new DSSEBundleBuilder({
        signer: new FulcioSigner({
          identityProvider: { getToken: async () => bench.sigstore.issueToken(DEFAULT_CLAIMS) },
          fulcioBaseURL: bench.sigstore.fulcioURL,
        }),
        witnesses: [new RekorWitness({ rekorBaseURL: bench.sigstore.rekorURL, entryType: 'dsse' })],
      });
      const signed = await builder.create({ data: Buffer.from(built.statementText), type: 'application/json' });
      const path = bench.write('json-payload.sigstore.json', JSON.stringify(bundleToJSON(signed)));
      expect(await verify(path, '--certificate-identity', SAN)).toMatchObject({ error: 'STATEMENT_INVALID', code: 1 });
    });

    it('refuses a second subject, even one with the same digest', async () => {
      const statement = JSON.parse(built.statementText) as typeof built.statement;
      statement.subject.push({ name: 'io.github.octo-org/other', digest: { ...statement.subject[0]!.digest } });
      const path = bench.write('two-subjects.json', await bench.signText(canonicalize(statement)));
      expect(await verify(path, '--certificate-identity', SAN)).toMatchObject({ error: 'STATEMENT_INVALID', code: 1 });
    });

    it('refuses a broken revision chain: revision 1 with a previous, a later revision without one', async () => {
      const statement = JSON.parse(built.statementText) as typeof built.statement;
      const first = bench.write(
        'r1-linked.json',
        await bench.signText(
          canonicalize({ ...statement, predicate: { ...statement.predicate, previousManifestDigest: built.manifestDigest } }),
        ),
      );
      expect(await verify(first, '--certificate-identity', SAN)).toMatchObject({ error: 'STATEMENT_INVALID', code: 1 });
      const later = bench.write(
        'r2-unlinked.json',
        await bench.signText(canonicalize({ ...statement, predicate: { ...statement.predicate, revision: 2 } })),
      );
      expect(await verify(later, '--certificate-identity', SAN)).toMatchObject({ error: 'STATEMENT_INVALID', code: 1 });
      const linked = bench.write(
        'r2-linked.json',
        await bench.signText(
          canonicalize({ ...statement, predicate: { ...statement.predicate, revision: 2, previousManifestDigest: built.manifestDigest } }),
        ),
      );
      expect(await verify(linked, '--certificate-identity', SAN)).toMatchObject({ error: undefined, code: 0 });
    });

    it('refuses a statement for another server with --server-name, and accepts its own name', async () => {
      expect((await verify(good, '--certificate-identity', SAN, '--server-name', 'io.github.octo-org/other')).error).toBe(
        'SERVER_NAME_MISMATCH',
      );
      expect((await verify(good, '--certificate-identity', SAN, '--server-name', DEFAULT_SERVER_NAME)).code).toBe(0);
    });
  });

  describe('rollback guard (--min-revision)', () => {
    it('refuses a signed revision below --min-revision and accepts one at it', async () => {
      const r2 = await bench.signTools({ previous: { revision: 1, manifestDigest: `sha256:${'a'.repeat(64)}` } });
      const below = await verify(r2.path, '--certificate-identity', SAN, '--min-revision', '3');
      expect([below.error, below.code]).toEqual(['REVISION_ROLLBACK', 1]);
      const at = await verify(r2.path, '--certificate-identity', SAN, '--min-revision', '2', '--json');
      expect([at.error, at.code]).toEqual([undefined, 0]);
      expect(JSON.parse(at.stdout).statement.revision).toBe(2);
      expect((await verify(good, '--certificate-identity', SAN, '--min-revision', '2')).error).toBe('REVISION_ROLLBACK');
      expect((await verify(good, '--certificate-identity', SAN, '--min-revision', '0')).error).toBe('USAGE');
    });
  });

  describe('the order of the steps', () => {
    it('reports the identity before the namespace, and the namespace before the statement', async () => {
      const squatter = await bench.signTools({ claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }) });
      expect((await verify(squatter.path, '--certificate-identity', SAN, '--min-revision', '5')).error).toBe('UNTRUSTED_SIGNER');
      expect((await verify(squatter.path, '--certificate-identity-regexp', '.*', '--min-revision', '5')).error).toBe('NAMESPACE_MISMATCH');
      expect((await verify(good, '--certificate-identity', SAN, '--server-name', 'x', '--min-revision', '5')).error).toBe(
        'SERVER_NAME_MISMATCH',
      );
    });
  });
});

describe('toolseal verify refuses a malformed trusted root before trusting anything in it', () => {
  let bench: SigningBench;
  let good: string;
  let snapshot: string;
  const SAN = sanOf(DEFAULT_CLAIMS);
  beforeAll(async () => {
    bench = await startSigningBench();
    good = (await bench.signTools()).path;
    snapshot = bench.write('live.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await bench.close();
  });

  const withRoot = async (edit: (root: Record<string, unknown>) => void) => {
    const root = objectAt(structuredClone(bench.sigstore.trustedRoot));
    edit(root);
    const file = bench.write(`root-${Math.random().toString(16).slice(2)}.json`, JSON.stringify(root));
    return runInProcess(['verify', '--bundle', good, '--snapshot', snapshot, '--trusted-root', file, '--certificate-identity', SAN]);
  };

  it('the control: the local root as written verifies', async () => {
    expect((await withRoot(() => {})).code).toBe(0);
  });

  it.each<[string, (root: Record<string, unknown>) => void]>([
    ['a log key validity without a start', (r) => void delete objectAt(r, 'tlogs', 0, 'publicKey', 'validFor').start],
    ['a CA without a validity period', (r) => void delete objectAt(r, 'certificateAuthorities', 0).validFor],
    [
      'a CA validity ending before it starts',
      (r) => void (objectAt(r, 'certificateAuthorities', 0, 'validFor').end = '2000-01-01T00:00:00Z'),
    ],
    ['a log without a log ID', (r) => void delete objectAt(r, 'tlogs', 0).logId],
    [
      'a CA certificate that does not parse',
      (r) => void (objectAt(r, 'certificateAuthorities', 0, 'certChain', 'certificates', 0).rawBytes = 'AAAA'),
    ],
    ['another media type', (r) => void (r.mediaType = 'application/json')],
  ])('refuses %s (INVALID_TRUSTED_ROOT, exit 2)', async (_, edit) => {
    const r = await withRoot(edit);
    expect([r.error, r.code]).toEqual(['INVALID_TRUSTED_ROOT', 2]);
  });
});
