/**
 * A local Sigstore for offline tests: Fulcio, Rekor and a GitHub Actions OIDC token endpoint, each a real
 * HTTP server on 127.0.0.1 (port 0), with real keys and real signatures, plus the trusted root that
 * names their keys.
 *
 * - Fulcio issues certificates from `@sigstore/mock`'s CA (with its CT log's embedded SCT). It accepts only
 *   tokens signed by the local OIDC issuer, checks audience, expiry and the proof of possession (the
 *   signature over the token's subject), and for GitHub Actions tokens writes the certificate the way
 *   real Fulcio does: SAN = URI `https://github.com/<job_workflow_ref>`, and the Fulcio extensions
 *   (1.3.6.1.4.1.57264.1.*) from the token's claims, legacy ones as raw bytes, the others as DER UTF8String.
 * - Rekor is a real, growing RFC 6962 Merkle tree: each entry gets the next log index, an inclusion proof
 *   against a signed checkpoint, and a signed entry timestamp. A `dsse` entry is verified against its
 *   verifier (as Rekor does) and stored as Rekor stores it: `envelopeHash`, `payloadHash` and
 *   `signatures[{signature, verifier}]`, never the proposed envelope.
 * - A timestamp authority (`@sigstore/mock`'s RFC 3161 TSA) for `--tsa-url`.
 * - The token endpoint answers like `ACTIONS_ID_TOKEN_REQUEST_URL`: `GET ?audience=A` with
 *   `Authorization: Bearer <ACTIONS_ID_TOKEN_REQUEST_TOKEN>` returns `{ "value": "<JWT>" }`.
 *
 * Usage (jest or any Node process):
 * ```ts
 * const sigstore = await startLocalSigstore();
 * // sign with fulcioURL/rekorURL and sigstore.issueToken(), or env sigstore.actionsEnv in a child process
 * // verify with sigstore.trustedRoot (object) or --trusted-root sigstore.trustedRootPath
 * await sigstore.close();
 * ```
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sigstoreMock from '@sigstore/mock';
import { dsse } from '@sigstore/core';
import { readBody } from './loopback-http.js';
import { memberAt } from './json-view.js';

/** The issuer of GitHub Actions OIDC tokens. */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

/** The claims of a GitHub Actions OIDC token (the ones Fulcio reads, and the usual others). */
export interface GitHubClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  repository: string;
  repository_owner: string;
  repository_owner_id: string;
  repository_id: string;
  repository_visibility: string;
  ref: string;
  ref_type: string;
  sha: string;
  workflow: string;
  workflow_ref: string;
  workflow_sha: string;
  job_workflow_ref: string;
  job_workflow_sha: string;
  event_name: string;
  run_id: string;
  run_number: string;
  run_attempt: string;
  runner_environment: string;
  actor: string;
  actor_id: string;
  [claim: string]: unknown;
}

/**
 * A complete set of GitHub Actions claims for a release workflow of `repository` (default
 * `octo-org/octo-server`), `.github/workflows/release.yml` on `ref` (default `refs/tags/v1.0.0`).
 * Overrides replace single claims; the derived ones (sub, owner, workflow refs) follow repository and ref.
 */
export function githubClaims(overrides: Partial<GitHubClaims> = {}): GitHubClaims {
  const repository = overrides.repository ?? 'octo-org/octo-server';
  const ref = overrides.ref ?? 'refs/tags/v1.0.0';
  const owner = overrides.repository_owner ?? repository.split('/')[0]!;
  const sha = overrides.sha ?? 'a'.repeat(40);
  const workflowPath = `${repository}/.github/workflows/release.yml@${ref}`;
  return {
    iss: GITHUB_ACTIONS_ISSUER,
    sub: `repo:${repository}:ref:${ref}`,
    aud: 'sigstore',
    repository,
    repository_owner: owner,
    repository_owner_id: '4242',
    repository_id: '424242',
    repository_visibility: 'public',
    ref,
    ref_type: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    sha,
    workflow: 'release',
    workflow_ref: workflowPath,
    workflow_sha: sha,
    job_workflow_ref: workflowPath,
    job_workflow_sha: sha,
    event_name: 'release',
    run_id: '1001',
    run_number: '7',
    run_attempt: '1',
    runner_environment: 'github-hosted',
    actor: 'octocat',
    actor_id: '1',
    ...overrides,
  };
}

/** Fulcio's certificate extensions for GitHub Actions tokens: OID, claim (or derivation), encoding. */
const GITHUB_EXTENSIONS: ReadonlyArray<{ oid: string; value: (c: Record<string, unknown>) => unknown; legacy?: true }> = [
  { oid: '1.3.6.1.4.1.57264.1.1', value: (c) => c.iss, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.2', value: (c) => c.event_name, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.3', value: (c) => c.sha, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.4', value: (c) => c.workflow, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.5', value: (c) => c.repository, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.6', value: (c) => c.ref, legacy: true },
  { oid: '1.3.6.1.4.1.57264.1.8', value: (c) => c.iss },
  { oid: '1.3.6.1.4.1.57264.1.9', value: (c) => gh(c.job_workflow_ref) },
  { oid: '1.3.6.1.4.1.57264.1.10', value: (c) => c.job_workflow_sha },
  { oid: '1.3.6.1.4.1.57264.1.11', value: (c) => c.runner_environment },
  { oid: '1.3.6.1.4.1.57264.1.12', value: (c) => gh(c.repository) },
  { oid: '1.3.6.1.4.1.57264.1.13', value: (c) => c.sha },
  { oid: '1.3.6.1.4.1.57264.1.14', value: (c) => c.ref },
  { oid: '1.3.6.1.4.1.57264.1.15', value: (c) => c.repository_id },
  { oid: '1.3.6.1.4.1.57264.1.16', value: (c) => gh(c.repository_owner) },
  { oid: '1.3.6.1.4.1.57264.1.17', value: (c) => c.repository_owner_id },
  { oid: '1.3.6.1.4.1.57264.1.18', value: (c) => gh(c.workflow_ref) },
  { oid: '1.3.6.1.4.1.57264.1.19', value: (c) => c.workflow_sha },
  { oid: '1.3.6.1.4.1.57264.1.20', value: (c) => c.event_name },
  {
    oid: '1.3.6.1.4.1.57264.1.21',
    value: (c) =>
      c.repository && c.run_id && c.run_attempt
        ? `https://github.com/${String(c.repository)}/actions/runs/${String(c.run_id)}/attempts/${String(c.run_attempt)}`
        : undefined,
  },
  { oid: '1.3.6.1.4.1.57264.1.22', value: (c) => c.repository_visibility },
];

function gh(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? `https://github.com/${v}` : undefined;
}

/** The trusted root JSON (`application/vnd.dev.sigstore.trustedroot+json;version=0.1`). */
export interface TrustedRootJSON {
  mediaType: string;
  tlogs: unknown[];
  certificateAuthorities: unknown[];
  ctlogs: unknown[];
  timestampAuthorities: unknown[];
}

export interface TokenEndpoint {
  /** ACTIONS_ID_TOKEN_REQUEST_URL */
  url: string;
  /** ACTIONS_ID_TOKEN_REQUEST_TOKEN (the runner's bearer token for the endpoint). */
  requestToken: string;
  /** Both variables, to spread into a child process's environment. */
  env: { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string };
  /** Every JWT this endpoint handed out (to assert that none reaches any output). */
  issued: string[];
  /** The audiences requested, in order. */
  audiences: string[];
  close(): Promise<void>;
}

export interface LocalSigstore {
  fulcioURL: string;
  rekorURL: string;
  /** An RFC 3161 timestamp authority (the trusted root lists it). */
  tsaURL: string;
  trustedRoot: TrustedRootJSON;
  /** The trusted root written to a temporary file (removed by close()). */
  trustedRootPath: string;
  /** A JWT signed by the local issuer that Fulcio trusts; claims default to {@link githubClaims}(). */
  issueToken(claims?: Partial<GitHubClaims> & Record<string, unknown>, options?: { expiresInSeconds?: number }): string;
  /** A token endpoint answering with tokens for these claims (audience from the request). */
  startTokenEndpoint(claims?: Partial<GitHubClaims> & Record<string, unknown>): Promise<TokenEndpoint>;
  /** A token endpoint started with the default claims. */
  actions: TokenEndpoint;
  /** The number of entries in the local Rekor log. */
  logSize(): number;
  close(): Promise<void>;
}

/** Starts the local Fulcio, Rekor and Actions token endpoint; close() stops them and removes the temp files. */
export async function startLocalSigstore(): Promise<LocalSigstore> {
  const { initializeCA, initializeCTLog, initializeTSA, tsaHandler } = sigstoreMock;
  const issuerKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const issuerKid = randomBytes(8).toString('hex');
  const caKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ctKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rekorKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const tsaKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ctLog = await initializeCTLog(ctKeys);
  const ca = await initializeCA(caKeys, ctLog);
  const tsaAuthority = await initializeTSA(tsaKeys);
  // The mock encodes genTime with its milliseconds minus trailing zeros (".12Z"), which @sigstore/core's
  // parser refuses (it takes exactly three digits or none); whole seconds is what a real TSA's answer
  // parses as, so the clock is cut to the second.
  (tsaAuthority as unknown as { getCurrentTime: () => Date }).getCurrentTime = () => new Date(Math.floor(Date.now() / 1000) * 1000);
  const tsa = tsaHandler(tsaAuthority);

  const servers: Server[] = [];
  const endpoints: TokenEndpoint[] = [];

  const issueToken: LocalSigstore['issueToken'] = (claims = {}, options = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      jti: randomBytes(8).toString('hex'),
      nbf: now - 5,
      iat: now,
      exp: now + (options.expiresInSeconds ?? 300),
      ...githubClaims(claims as Partial<GitHubClaims>),
    };
    const header = { alg: 'ES256', typ: 'JWT', kid: issuerKid };
    const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
    const sig = sign('sha256', Buffer.from(signingInput), { key: issuerKeys.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${signingInput}.${b64url(sig)}`;
  };

  // --- Fulcio -------------------------------------------------------------------------------------
  const fulcio = await listen(servers, async (req, res) => {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== '/api/v2/signingCert') return send(res, 404, 'not found');
    let request: unknown;
    try {
      request = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, 'invalid JSON');
    }
    const token = memberAt(request, 'credentials', 'oidcIdentityToken');
    if (typeof token !== 'string') return send(res, 401, 'missing identity token');
    const claims = verifyJwt(token, issuerKeys.publicKey);
    if (!claims) return send(res, 401, 'identity token not signed by a trusted issuer, expired, or not for audience sigstore');
    const pem = memberAt(request, 'publicKeyRequest', 'publicKey', 'content');
    const pop = memberAt(request, 'publicKeyRequest', 'proofOfPossession');
    if (typeof pem !== 'string' || typeof pop !== 'string') return send(res, 400, 'publicKeyRequest is required');
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey(pem);
    } catch {
      return send(res, 400, 'invalid public key');
    }
    const subject = typeof claims.email === 'string' ? claims.email : String(claims.sub ?? '');
    if (!verify('sha256', Buffer.from(subject), publicKey, Buffer.from(pop, 'base64'))) {
      return send(res, 400, 'proof of possession does not verify');
    }
    const isGitHub = claims.iss === GITHUB_ACTIONS_ISSUER;
    if (isGitHub && typeof claims.job_workflow_ref !== 'string') return send(res, 400, 'GitHub token without job_workflow_ref');
    const san = isGitHub ? `https://github.com/${String(claims.job_workflow_ref)}` : subject;
    const extensions = (isGitHub ? GITHUB_EXTENSIONS : GITHUB_EXTENSIONS.filter((e) => e.oid.endsWith('.1.1') || e.oid.endsWith('.1.8')))
      .map((e) => ({ oid: e.oid, value: e.value(claims), legacy: e.legacy }))
      .filter((e): e is { oid: string; value: string; legacy: true | undefined } => typeof e.value === 'string' && e.value !== '');
    const cert = await ca.issueCertificate({
      publicKey: publicKey.export({ type: 'spki', format: 'der' }),
      subjectAltName: san,
      extensions,
    });
    const body = { signedCertificateEmbeddedSct: { chain: { certificates: [derToPem(cert), derToPem(ca.rootCertificate)] } } };
    return send(res, 201, JSON.stringify(body), 'application/json');
  });

  // --- Rekor --------------------------------------------------------------------------------------
  const rekorLogID = createHash('sha256')
    .update(rekorKeys.publicKey.export({ type: 'spki', format: 'der' }))
    .digest();
  const treeID = String(1_000_000 + Math.floor(Math.random() * 1_000_000));
  const leaves: Buffer[] = [];
  const entries: Array<{ uuid: string; response: Record<string, unknown> }> = [];
  let rekorHost = '';
  const rekor = await listen(servers, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/v1/log/entries' && req.method === 'POST') {
      let proposed: unknown;
      try {
        proposed = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, 'invalid JSON');
      }
      let stored: unknown;
      try {
        stored = storedEntry(proposed);
      } catch (e) {
        return send(res, 400, (e as Error).message);
      }
      const body = Buffer.from(jcs(stored));
      // Like public-good Rekor: a global log index across shards, the proof's index within this shard.
      const treeIndex = leaves.length;
      const logIndex = LOG_INDEX_BASE + treeIndex;
      leaves.push(hashLeaf(body));
      const integratedTime = Math.floor(Date.now() / 1000);
      const treeSize = leaves.length;
      const rootHash = merkleRoot(leaves);
      const note = `${rekorHost} - ${treeID}\n${treeSize}\n${rootHash.toString('base64')}\n`;
      const noteSig = sign('sha256', Buffer.from(note), rekorKeys.privateKey);
      const checkpoint = `${note}\n\u2014 ${rekorHost} ${Buffer.concat([rekorLogID.subarray(0, 4), noteSig]).toString('base64')}\n`;
      const set = sign(
        'sha256',
        Buffer.from(jcs({ body: body.toString('base64'), integratedTime, logIndex, logID: rekorLogID.toString('hex') })),
        rekorKeys.privateKey,
      );
      const uuid = createHash('sha256').update(body).digest('hex');
      const entry = {
        body: body.toString('base64'),
        integratedTime,
        logID: rekorLogID.toString('hex'),
        logIndex,
        verification: {
          inclusionProof: {
            checkpoint,
            hashes: inclusionPath(treeIndex, leaves).map((h) => h.toString('hex')),
            logIndex: treeIndex,
            rootHash: rootHash.toString('hex'),
            treeSize,
          },
          signedEntryTimestamp: set.toString('base64'),
        },
      };
      entries.push({ uuid, response: entry });
      return send(res, 201, JSON.stringify({ [uuid]: entry }), 'application/json');
    }
    if (url.pathname === '/api/v1/log/entries' && req.method === 'GET') {
      const e = entries[Number(url.searchParams.get('logIndex')) - LOG_INDEX_BASE];
      return e ? send(res, 200, JSON.stringify({ [e.uuid]: e.response }), 'application/json') : send(res, 404, 'no such entry');
    }
    const m = /^\/api\/v1\/log\/entries\/([0-9a-f]+)$/.exec(url.pathname);
    if (m && req.method === 'GET') {
      const e = entries.find((x) => x.uuid === m[1]);
      return e ? send(res, 200, JSON.stringify({ [e.uuid]: e.response }), 'application/json') : send(res, 404, 'no such entry');
    }
    return send(res, 404, 'not found');
  });
  rekorHost = new URL(rekor).host;

  // --- timestamp authority (RFC 3161, @sigstore/mock's) ----------------------------------------------
  const tsaServer = await listen(servers, async (req, res) => {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== tsa.path) return send(res, 404, 'not found');
    const { statusCode, response, contentType } = await tsa.fn(await readBody(req));
    const body = Buffer.isBuffer(response)
      ? response
      : typeof response === 'string'
        ? Buffer.from(response)
        : Buffer.from(response.buffer, response.byteOffset, response.byteLength);
    if (statusCode >= 400) return send(res, statusCode, body.toString('utf8'));
    res.writeHead(statusCode, { 'content-type': contentType ?? 'application/timestamp-reply', 'content-length': body.length });
    res.end(body);
  });

  // --- trusted root -------------------------------------------------------------------------------
  const start = new Date(Date.now() - 60_000).toISOString();
  const spki = (k: KeyObject) => k.export({ type: 'spki', format: 'der' }).toString('base64');
  const trustedRoot: TrustedRootJSON = {
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
      {
        baseUrl: rekor,
        hashAlgorithm: 'SHA2_256',
        publicKey: { rawBytes: spki(rekorKeys.publicKey), keyDetails: 'PKIX_ECDSA_P256_SHA_256', validFor: { start } },
        logId: { keyId: rekorLogID.toString('base64') },
      },
    ],
    certificateAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
        uri: fulcio,
        certChain: {
          certificates: [
            {
              rawBytes: Buffer.from(ca.rootCertificate.buffer, ca.rootCertificate.byteOffset, ca.rootCertificate.byteLength).toString(
                'base64',
              ),
            },
          ],
        },
        validFor: { start },
      },
    ],
    ctlogs: [
      {
        baseUrl: `${fulcio}/ct`,
        hashAlgorithm: 'SHA2_256',
        publicKey: { rawBytes: spki(ctKeys.publicKey), keyDetails: 'PKIX_ECDSA_P256_SHA_256', validFor: { start } },
        logId: {
          keyId: createHash('sha256')
            .update(ctKeys.publicKey.export({ type: 'spki', format: 'der' }))
            .digest('base64'),
        },
      },
    ],
    timestampAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'tsa' },
        uri: tsaServer,
        certChain: {
          certificates: [tsaAuthority.intCertificate, tsaAuthority.rootCertificate].map((c) => ({
            rawBytes: Buffer.from(c.buffer, c.byteOffset, c.byteLength).toString('base64'),
          })),
        },
        validFor: { start },
      },
    ],
  };
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-local-sigstore-'));
  const trustedRootPath = join(dir, 'trusted_root.json');
  writeFileSync(trustedRootPath, JSON.stringify(trustedRoot, null, 2));

  // --- Actions token endpoint -----------------------------------------------------------------------
  const startTokenEndpoint: LocalSigstore['startTokenEndpoint'] = async (claims = {}) => {
    const requestToken = randomBytes(24).toString('hex');
    const issued: string[] = [];
    const audiences: string[] = [];
    const own: Server[] = [];
    const url = await listen(own, async (req, res) => {
      if (req.method !== 'GET') return send(res, 405, 'method not allowed');
      if (req.headers.authorization !== `Bearer ${requestToken}`) return send(res, 401, 'bad request token');
      const audience = new URL(req.url ?? '/', 'http://x').searchParams.get('audience') ?? 'https://github.com/octo-org';
      audiences.push(audience);
      const jwt = issueToken({ ...claims, aud: audience });
      issued.push(jwt);
      return send(res, 200, JSON.stringify({ count: 1, value: jwt }), 'application/json');
    });
    servers.push(...own);
    const endpoint: TokenEndpoint = {
      url: `${url}/token?api-version=2.0`,
      requestToken,
      env: { ACTIONS_ID_TOKEN_REQUEST_URL: `${url}/token?api-version=2.0`, ACTIONS_ID_TOKEN_REQUEST_TOKEN: requestToken },
      issued,
      audiences,
      close: () => closeServers(own),
    };
    endpoints.push(endpoint);
    return endpoint;
  };
  const actions = await startTokenEndpoint();

  return {
    fulcioURL: fulcio,
    rekorURL: rekor,
    tsaURL: tsaServer,
    trustedRoot,
    trustedRootPath,
    issueToken,
    startTokenEndpoint,
    actions,
    logSize: () => leaves.length,
    async close() {
      await closeServers(servers);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The global log index of the local log's first entry (the shard's own indices start at 0). */
export const LOG_INDEX_BASE = 100_000;

/** What real Rekor stores for a proposed entry (its canonical body before JCS). */
function storedEntry(proposed: unknown): unknown {
  const kind = memberAt(proposed, 'kind');
  const apiVersion = memberAt(proposed, 'apiVersion');
  if (kind === 'dsse' && apiVersion === '0.0.1') {
    const envelope = memberAt(proposed, 'spec', 'proposedContent', 'envelope');
    const verifiers = memberAt(proposed, 'spec', 'proposedContent', 'verifiers');
    if (typeof envelope !== 'string' || !Array.isArray(verifiers))
      throw new Error('dsse: proposedContent.envelope and verifiers are required');
    const content = { envelope, verifiers };
    const env = JSON.parse(content.envelope) as { payloadType: string; payload: string; signatures: Array<{ sig: string }> };
    const payload = Buffer.from(env.payload, 'base64');
    const pae = dsse.preAuthEncoding(env.payloadType, payload);
    const signatures = env.signatures.map((s) => {
      const verifier = (content.verifiers as string[]).find((v) => {
        const key = createPublicKey(Buffer.from(v, 'base64').toString('utf8'));
        return verify('sha256', pae, key, Buffer.from(s.sig, 'base64'));
      });
      if (!verifier) throw new Error('dsse: a signature has no verifier that verifies it');
      // Rekor stores the verifier's canonical PEM (64-character lines).
      return { signature: s.sig, verifier: Buffer.from(canonicalPem(Buffer.from(verifier, 'base64').toString('utf8'))).toString('base64') };
    });
    signatures.sort((a, b) => (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : 0));
    return {
      apiVersion: '0.0.1',
      kind: 'dsse',
      spec: {
        envelopeHash: { algorithm: 'sha256', value: createHash('sha256').update(content.envelope).digest('hex') },
        payloadHash: { algorithm: 'sha256', value: createHash('sha256').update(payload).digest('hex') },
        signatures,
      },
    };
  }
  if (kind === 'hashedrekord' && apiVersion === '0.0.1') return proposed;
  throw new Error(`unsupported entry kind ${String(kind)}/${String(apiVersion)}`);
}

function canonicalPem(pem: string): string {
  const m = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (!m) throw new Error('verifier is not PEM');
  const b64 = m[2]!.replace(/\s+/g, '');
  return `-----BEGIN ${m[1]}-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END ${m[1]}-----\n`;
}

// RFC 6962 Merkle tree: leaf hash H(0x00 || d), node hash H(0x01 || l || r), split at the largest power of two < n.
function hashLeaf(data: Buffer): Buffer {
  return createHash('sha256')
    .update(Buffer.from([0]))
    .update(data)
    .digest();
}
function hashNode(l: Buffer, r: Buffer): Buffer {
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(l)
    .update(r)
    .digest();
}
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
function merkleRoot(leaves: Buffer[]): Buffer {
  if (leaves.length === 1) return leaves[0]!;
  const k = splitPoint(leaves.length);
  return hashNode(merkleRoot(leaves.slice(0, k)), merkleRoot(leaves.slice(k)));
}
function inclusionPath(m: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  const k = splitPoint(leaves.length);
  return m < k
    ? [...inclusionPath(m, leaves.slice(0, k)), merkleRoot(leaves.slice(k))]
    : [...inclusionPath(m - k, leaves.slice(k)), merkleRoot(leaves.slice(0, k))];
}

function verifyJwt(token: string, key: KeyObject): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as { alg?: string };
    if (header.alg !== 'ES256') return null;
    const ok = verify(
      'sha256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(parts[2]!, 'base64url'),
    );
    if (!ok) return null;
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!aud.includes('sigstore')) return null;
    if (typeof claims.exp !== 'number' || claims.exp < now) return null;
    if (typeof claims.nbf === 'number' && claims.nbf > now + 60) return null;
    return claims;
  } catch {
    return null;
  }
}

function jcs(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(jcs).join(',')}]`;
  const keys = Object.keys(v).sort();
  return `{${keys
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${jcs((v as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

function b64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

function derToPem(der: ArrayBufferView): string {
  const b64 = Buffer.from(der.buffer, der.byteOffset, der.byteLength).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  // Errors are JSON {code, message}, as Fulcio's and Rekor's APIs answer them.
  if (status >= 400 && type === 'text/plain') {
    body = JSON.stringify({ code: status, message: body });
    type = 'application/json';
  }
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function listen(into: Server[], handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): Promise<string> {
  const server = createServer((req, res) => {
    // One connection per request: a client that reused a kept-alive socket the server was closing at that
    // moment (its 5 s idle timeout) would see ECONNRESET on a request that cannot be retried (a POST).
    res.shouldKeepAlive = false;
    Promise.resolve(handler(req, res)).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, e instanceof Error ? e.message : String(e));
      else res.destroy();
    });
  });
  into.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServers(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        }),
    ),
  );
}
