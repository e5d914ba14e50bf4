import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
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
 * The tamper matrix: one bundle signed by the local Fulcio and Rekor, changed in one place at a time.
 * Each change is refused at step 1 (the bundle's cryptography); the untouched bundle verifies.
 */
type BundleDoc = {
  verificationMaterial: {
    certificate: { rawBytes: string };
    tlogEntries: Array<{
      logIndex: string;
      logId: { keyId: string };
      integratedTime: string;
      inclusionPromise: { signedEntryTimestamp: string };
      inclusionProof: { logIndex: string; rootHash: string; treeSize: string; hashes: string[]; checkpoint: { envelope: string } };
      canonicalizedBody: string;
    }>;
  };
  dsseEnvelope: { payload: string; payloadType: string; signatures: Array<{ sig: string }> };
};

/** Flips one bit of a base64 value's decoded bytes, at `at` (negative counts from the end). */
function flipBase64(b64: string, at = 0): string {
  const bytes = Buffer.from(b64, 'base64');
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = bytes[i]! ^ 0x01;
  return bytes.toString('base64');
}

describe('toolseal verify refuses a tampered bundle (step 1)', () => {
  let bench: SigningBench;
  let goodText: string;
  let otherText: string;
  let otherPayload: string;
  let snapshot: string;
  const SAN = sanOf(DEFAULT_CLAIMS);

  beforeAll(async () => {
    bench = await startSigningBench();
    // Two entries before ours, so its inclusion proof has hashes to tamper with.
    otherText = (await bench.signTools({ tools: [{ name: 'other', description: 'another surface' }] })).text;
    await bench.signTools();
    goodText = (await bench.signTools()).text;
    otherPayload = Buffer.from(
      buildStatement({
        serverName: DEFAULT_SERVER_NAME,
        serverVersion: '1.4.2',
        tools: [{ ...TOOLS[0]!, description: 'Search the docs, and more' }, TOOLS[1]!],
      }).statementText,
    ).toString('base64');
    snapshot = bench.write('live.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await bench.close();
  });

  async function verifyDoc(doc: BundleDoc) {
    const path = bench.write(`tampered-${randomBytes(4).toString('hex')}.sigstore.json`, JSON.stringify(doc));
    return runInProcess([
      'verify',
      '--bundle',
      path,
      '--snapshot',
      snapshot,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--certificate-identity',
      SAN,
    ]);
  }

  const good = () => JSON.parse(goodText) as BundleDoc;
  const entry = (d: BundleDoc) => d.verificationMaterial.tlogEntries[0]!;

  it('the control: the untouched bundle verifies', async () => {
    const doc = good();
    expect(entry(doc).inclusionProof.hashes.length).toBeGreaterThan(0);
    expect(entry(doc).inclusionPromise.signedEntryTimestamp).toBeTruthy();
    const r = await verifyDoc(doc);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });

  const cases: Array<[string, (d: BundleDoc) => void]> = [
    ['payload: another statement in the envelope', (d) => void (d.dsseEnvelope.payload = otherPayload)],
    ['payload type', (d) => void (d.dsseEnvelope.payloadType = 'application/json')],
    ['signature: one bit', (d) => void (d.dsseEnvelope.signatures[0]!.sig = flipBase64(d.dsseEnvelope.signatures[0]!.sig, -1))],
    [
      'signature and payload both from another valid bundle (the log entry no longer matches)',
      (d) => {
        const other = JSON.parse(otherText) as BundleDoc;
        d.dsseEnvelope = other.dsseEnvelope;
      },
    ],
    [
      'certificate: another valid certificate from the same Fulcio',
      (d) => void (d.verificationMaterial.certificate = (JSON.parse(otherText) as BundleDoc).verificationMaterial.certificate),
    ],
    [
      'certificate: one bit of its signature',
      (d) => void (d.verificationMaterial.certificate.rawBytes = flipBase64(d.verificationMaterial.certificate.rawBytes, -2)),
    ],
    ['inclusion proof: a hash', (d) => void (entry(d).inclusionProof.hashes[0] = flipBase64(entry(d).inclusionProof.hashes[0]!))],
    ['inclusion proof: the root hash', (d) => void (entry(d).inclusionProof.rootHash = flipBase64(entry(d).inclusionProof.rootHash))],
    [
      'inclusion proof: the tree size',
      (d) => void (entry(d).inclusionProof.treeSize = String(Number(entry(d).inclusionProof.treeSize) + 1)),
    ],
    [
      'checkpoint: its root hash line',
      (d) => {
        const p = entry(d).inclusionProof;
        p.checkpoint.envelope = p.checkpoint.envelope.replace(p.rootHash, flipBase64(p.rootHash));
      },
    ],
    [
      'checkpoint: its signature',
      (d) => {
        const p = entry(d).inclusionProof;
        p.checkpoint.envelope = p.checkpoint.envelope.replace(
          /(— \S+ )(\S+)\n$/,
          (_, head: string, sig: string) => head + flipBase64(sig, -1) + '\n',
        );
      },
    ],
    [
      "log index: the inclusion proof's",
      (d) => void (entry(d).inclusionProof.logIndex = String(Number(entry(d).inclusionProof.logIndex) - 1)),
    ],
    ["log index: the entry's (covered by the SET)", (d) => void (entry(d).logIndex = String(Number(entry(d).logIndex) + 1))],
    ['log ID: another log', (d) => void (entry(d).logId.keyId = randomBytes(32).toString('base64'))],
    [
      'SET: one bit',
      (d) => void (entry(d).inclusionPromise.signedEntryTimestamp = flipBase64(entry(d).inclusionPromise.signedEntryTimestamp, -1)),
    ],
    ['integrated time (covered by the SET)', (d) => void (entry(d).integratedTime = String(Number(entry(d).integratedTime) - 60))],
    [
      "log entry body: another entry's",
      (d) =>
        void (entry(d).canonicalizedBody = (JSON.parse(otherText) as BundleDoc).verificationMaterial.tlogEntries[0]!.canonicalizedBody),
    ],
  ];

  it.each(cases)('refuses a changed %s', async (_, tamper) => {
    const doc = good();
    const before = JSON.stringify(doc);
    tamper(doc);
    expect(JSON.stringify(doc)).not.toBe(before);
    const r = await verifyDoc(doc);
    expect([r.error, r.code]).toEqual(['SIGNATURE_INVALID', 1]);
  });

  it('refuses a bundle without its log entry as an invalid bundle', async () => {
    const doc = good();
    doc.verificationMaterial.tlogEntries = [];
    const r = await verifyDoc(doc);
    expect(r.code).not.toBe(0);
    expect(['INVALID_BUNDLE', 'SIGNATURE_INVALID']).toContain(r.error);
  });
});

describe('an invalid bundle', () => {
  it('is INVALID_BUNDLE (exit 2), naming the fields that are missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-invalid-bundle-'));
    try {
      const file = join(dir, 'half.sigstore.json');
      writeFileSync(file, JSON.stringify({ mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json' }));
      const r = await runInProcess(['verify', '--offline', '--bundle', file, '--snapshot', file, '--certificate-identity', 'x']);
      expect([r.error, r.code]).toEqual(['INVALID_BUNDLE', 2]);
      expect(r.stderr).toMatch(/verificationMaterial/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
