import { createHash } from 'node:crypto';
import { bundleFromJSON, type SerializedBundle } from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { Verifier, toSignedEntity, toTrustMaterial } from '@sigstore/verify';
import { buildStatement, IN_TOTO_PAYLOAD_TYPE, parseStatement } from '../../../src/core/statement/statement.js';
import { isToolsealError } from '../../../src/core/errors.js';
import { signStatement } from '../../../src/sigstore/sign.js';
import {
  GITHUB_ACTIONS_ISSUER,
  githubClaims,
  startLocalSigstore,
  type LocalSigstore,
  type TrustedRootJSON,
} from '../../support/local-sigstore.js';

const TOOLS = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  { name: 'fetch', description: 'Fetch a page', annotations: { readOnlyHint: true } },
];

const LEGACY_OIDS = new Set(['1', '2', '3', '4', '5', '6'].map((n) => `1.3.6.1.4.1.57264.1.${n}`));

/** The value of a Fulcio extension: legacy ones are raw bytes, later ones a DER UTF8String. */
function extensionText(cert: X509Certificate, oid: string): string | undefined {
  const ext = cert.extension(oid);
  if (!ext) return undefined;
  const v = Buffer.from(ext.value);
  if (LEGACY_OIDS.has(oid)) return v.toString('utf8');
  expect(v[0]).toBe(0x0c); // UTF8String
  const [len, off] = v[1]! < 0x80 ? [v[1]!, 2] : v[1] === 0x81 ? [v[2]!, 3] : [v.readUInt16BE(2), 4];
  return v.subarray(off, off + len).toString('utf8');
}

function verifyWith(root: TrustedRootJSON, bundle: SerializedBundle, policy: { san: string; issuer: string }) {
  const verifier = new Verifier(toTrustMaterial(TrustedRoot.fromJSON(root)), { tlogThreshold: 1, ctlogThreshold: 1 });
  return verifier.verify(toSignedEntity(bundleFromJSON(bundle)), {
    subjectAlternativeName: policy.san,
    extensions: { issuer: policy.issuer },
  });
}

describe('signStatement against a local Fulcio and Rekor', () => {
  let sigstore: LocalSigstore;
  beforeAll(async () => {
    sigstore = await startLocalSigstore();
  });
  afterAll(async () => {
    await sigstore.close();
  });

  const claims = githubClaims({ repository: 'octo-org/docs-server', ref: 'refs/tags/v1.4.2' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;

  async function signed() {
    const built = buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1.4.2', tools: TOOLS });
    const token = sigstore.issueToken(claims);
    const result = await signStatement(built.statementText, {
      identityToken: token,
      endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL },
      retries: 0,
    });
    return { built, token, result };
  }

  it('produces a v0.3 DSSE bundle that @sigstore/verify accepts with the SAN, issuer and Fulcio OIDs of the token', async () => {
    const { built, result } = await signed();
    expect(result.bundle.mediaType).toBe('application/vnd.dev.sigstore.bundle.v0.3+json');
    const signer = verifyWith(sigstore.trustedRoot, result.bundle, { san: SAN, issuer: GITHUB_ACTIONS_ISSUER });
    expect(signer.identity?.subjectAlternativeName).toBe(SAN);
    const cert = X509Certificate.parse(Buffer.from(result.bundle.verificationMaterial.certificate!.rawBytes, 'base64'));
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.1')).toBe(GITHUB_ACTIONS_ISSUER);
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.8')).toBe(GITHUB_ACTIONS_ISSUER);
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.12')).toBe('https://github.com/octo-org/docs-server');
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.16')).toBe('https://github.com/octo-org');
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.14')).toBe('refs/tags/v1.4.2');
    expect(extensionText(cert, '1.3.6.1.4.1.57264.1.9')).toBe(SAN);
    // The DSSE payload is exactly the canonical statement bytes.
    const env = result.bundle.dsseEnvelope!;
    expect(env.payloadType).toBe(IN_TOTO_PAYLOAD_TYPE);
    expect(Buffer.from(env.payload, 'base64').toString('utf8')).toBe(built.statementText);
    expect(parseStatement(built.statementText, 'payload').subject[0]!.digest.sha256).toBe(
      createHash('sha256').update(built.manifestText).digest('hex'),
    );
    expect(result.logIndex).toMatch(/^\d+$/);
  });

  it('is logged the way real Rekor stores a dsse entry: hashes and signature with verifier, not the envelope', async () => {
    const { result } = await signed();
    const entry = result.bundle.verificationMaterial.tlogEntries[0]!;
    expect(entry.kindVersion).toEqual({ kind: 'dsse', version: '0.0.1' });
    const body = JSON.parse(Buffer.from(entry.canonicalizedBody, 'base64').toString('utf8'));
    expect(Object.keys(body.spec).sort()).toEqual(['envelopeHash', 'payloadHash', 'signatures']);
    const payload = Buffer.from(result.bundle.dsseEnvelope!.payload, 'base64');
    expect(body.spec.payloadHash).toEqual({ algorithm: 'sha256', value: createHash('sha256').update(payload).digest('hex') });
    expect(body.spec.signatures[0].signature).toBe(result.bundle.dsseEnvelope!.signatures[0]!.sig);
    expect(Buffer.from(body.spec.signatures[0].verifier, 'base64').toString('utf8')).toContain('BEGIN CERTIFICATE');
    // A real inclusion proof: the log grew, and the proof is against a checkpoint of that size.
    expect(Number(entry.inclusionProof!.treeSize)).toBeGreaterThan(Number(entry.inclusionProof!.logIndex));
  });

  it('fails verification when the payload is altered after signing (control arm)', async () => {
    const { result } = await signed();
    const tampered = structuredClone(result.bundle);
    const text = Buffer.from(tampered.dsseEnvelope!.payload, 'base64').toString('utf8').replace('1.4.2', '1.4.3');
    tampered.dsseEnvelope!.payload = Buffer.from(text).toString('base64');
    expect(() => verifyWith(sigstore.trustedRoot, tampered, { san: SAN, issuer: GITHUB_ACTIONS_ISSUER })).toThrow();
  });

  it("fails verification against another instance's trusted root (control arm)", async () => {
    const { result } = await signed();
    const other = await startLocalSigstore();
    try {
      expect(() => verifyWith(other.trustedRoot, result.bundle, { san: SAN, issuer: GITHUB_ACTIONS_ISSUER })).toThrow();
    } finally {
      await other.close();
    }
  });

  it("fails verification for another workflow's SAN (control arm)", async () => {
    const { result } = await signed();
    expect(() =>
      verifyWith(sigstore.trustedRoot, result.bundle, { san: SAN.replace('release.yml', 'other.yml'), issuer: GITHUB_ACTIONS_ISSUER }),
    ).toThrow();
  });

  it("adds an RFC 3161 timestamp from --tsa-url, checked against the trusted root's timestamp authorities", async () => {
    const built = buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1.4.2', tools: TOOLS });
    const result = await signStatement(built.statementText, {
      identityToken: sigstore.issueToken(claims),
      endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL, tsaURL: sigstore.tsaURL },
      retries: 0,
    });
    expect(result.bundle.verificationMaterial.timestampVerificationData?.rfc3161Timestamps).toHaveLength(1);
    expect(() => verifyWith(sigstore.trustedRoot, result.bundle, { san: SAN, issuer: GITHUB_ACTIONS_ISSUER })).not.toThrow();
    // Control arm: the same bundle against a root that does not list the TSA.
    const withoutTsa = { ...sigstore.trustedRoot, timestampAuthorities: [] };
    expect(() => verifyWith(withoutTsa, result.bundle, { san: SAN, issuer: GITHUB_ACTIONS_ISSUER })).toThrow();
  });

  it('keeps a token without a subject out of the error sigstore-js raises (it quotes the token)', async () => {
    const built = buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1.4.2', tools: TOOLS });
    const token = sigstore.issueToken({ ...claims, sub: undefined } as never);
    let err: unknown;
    try {
      await signStatement(built.statementText, {
        identityToken: token,
        endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL },
        retries: 0,
      });
    } catch (e) {
      err = e;
    }
    expect(isToolsealError(err, 'SIGNING_FAILED')).toBe(true);
    // The stage sigstore-js reports with the whole token in its message:
    expect((err as Error).message).toBe('the identity token has no subject: JWT subject not found');
    let cur: unknown = err;
    for (let i = 0; i < 5 && cur instanceof Error; i++, cur = (cur as { cause?: unknown }).cause) {
      expect(cur.message).not.toContain(token.split('.')[1]!);
      expect(String(cur.stack)).not.toContain(token.split('.')[1]!);
    }
  });

  it('is refused by Fulcio for a token the local issuer did not sign, and the error never contains the token', async () => {
    const built = buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1.4.2', tools: TOOLS });
    const good = sigstore.issueToken(claims);
    const [h, p] = good.split('.');
    const forged = `${h}.${p}.${Buffer.from('not a signature').toString('base64url')}`;
    let err: unknown;
    try {
      await signStatement(built.statementText, {
        identityToken: forged,
        endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL },
        retries: 0,
      });
    } catch (e) {
      err = e;
    }
    expect(isToolsealError(err, 'SIGNING_FAILED')).toBe(true);
    expect((err as Error).message).not.toContain(p!);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).not.toContain(forged);
    expect((err as Error).message).toContain(sigstore.fulcioURL);
  });
});
