import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal sign` (src/cli/commands/sign.ts), in this process, against a local Fulcio and Rekor on
// 127.0.0.1: the bundle written and named with its log entry, over the statement's canonical bytes
// whatever the file's formatting, and verifiable by verify-bundle for the identity that signed; what it
// refuses before anything reaches the log. (The statement and sign together: statement.test.ts.)

const claims = githubClaims({ repository: 'octo-org/docs', ref: 'refs/tags/v1.0.0' });
const SAN = `https://github.com/${claims.job_workflow_ref}`;

let dir: string;
let sigstore: LocalSigstore;
let statement: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-sign-cmd-'));
  sigstore = await startLocalSigstore();
  const snapshot = join(dir, 'docs.snapshot.json');
  writeFileSync(
    snapshot,
    JSON.stringify(
      buildSnapshot({
        server: 'docs',
        transport: 'stdio',
        protocolVersion: '2025-11-25',
        serverInfo: { name: 'docs', version: '1.0.0' },
        pages: 1,
        tools: [{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }],
      }),
    ),
  );
  statement = join(dir, 'docs.statement.json');
  const r = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', 'io.github.octo-org/docs', '--out', statement]);
  expect(r.code).toBe(0);
});
afterAll(async () => {
  await sigstore.close();
  rmSync(dir, { recursive: true, force: true });
});

const endpoints = () => ['--fulcio-url', sigstore.fulcioURL, '--rekor-url', sigstore.rekorURL];
const sign = (args: string[], env: NodeJS.ProcessEnv = { SIGSTORE_ID_TOKEN: sigstore.issueToken(claims) }) =>
  runInProcess(['sign', ...args, ...endpoints()], env);

describe('toolseal sign', () => {
  it('writes the bundle, names its Rekor entry, and the bundle verifies for the identity that signed it', async () => {
    const bundle = join(dir, 'a.sigstore.json');
    const before = sigstore.logSize();
    const r = await sign([statement, '--bundle', bundle]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(new RegExp(`^bundle ${bundle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: Rekor log index \\d+ \\(.+\\)\\n$`));
    expect(sigstore.logSize()).toBe(before + 1);

    // The artifact is the statement's subject: the manifest digest it signs for.
    const subject = `sha256:${(JSON.parse(readFileSync(statement, 'utf8')) as { subject: Array<{ digest: { sha256: string } }> }).subject[0]!.digest.sha256}`;
    const ok = await runInProcess([
      'verify-bundle',
      '--bundle',
      bundle,
      '--certificate-identity',
      SAN,
      '--certificate-oidc-issuer',
      'https://token.actions.githubusercontent.com',
      '--trusted-root',
      sigstore.trustedRootPath,
      subject,
    ]);
    expect([ok.code, ok.stderr]).toEqual([0, '']);
    // Its twin: the same bundle for another workflow is not verified.
    const other = await runInProcess([
      'verify-bundle',
      '--bundle',
      bundle,
      '--certificate-identity',
      `${SAN}-fork`,
      '--certificate-oidc-issuer',
      'https://token.actions.githubusercontent.com',
      '--trusted-root',
      sigstore.trustedRootPath,
      subject,
    ]);
    expect(other.code).toBe(1);
  });

  it('signs the canonical bytes: a reformatted statement file gives the same payload', async () => {
    const pretty = join(dir, 'pretty.statement.json');
    writeFileSync(pretty, JSON.stringify(JSON.parse(readFileSync(statement, 'utf8')), null, 4) + '\n');
    const bundle = join(dir, 'pretty.sigstore.json');
    const r = await sign([pretty, '--bundle', bundle, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ bundlePath: bundle, logIndex: expect.stringMatching(/^\d+$/) });
    const payload = (JSON.parse(readFileSync(bundle, 'utf8')) as { dsseEnvelope: { payload: string } }).dsseEnvelope.payload;
    expect(Buffer.from(payload, 'base64').toString('utf8')).toBe(readFileSync(statement, 'utf8'));
  });

  it.each([
    ['no statement', ['--bundle', 'x.sigstore.json'], 'USAGE', 'sign needs a STATEMENT file (from toolseal statement)'],
    ['no --bundle', ['STATEMENT'], 'USAGE', 'sign needs --bundle OUT'],
  ])('refuses %s, with nothing logged', async (_what, args, code, message) => {
    const before = sigstore.logSize();
    const r = await sign(args.map((a) => (a === 'STATEMENT' ? statement : a)));
    expect([r.code, r.stderr]).toEqual([2, `toolseal: ${code}: ${message}\n`]);
    expect(sigstore.logSize()).toBe(before);
  });

  it('refuses a file that is not a statement, and a bundle path in a folder that is not there, with nothing logged', async () => {
    const before = sigstore.logSize();
    const notStatement = join(dir, 'not.json');
    writeFileSync(notStatement, JSON.stringify({ _type: 'https://in-toto.io/Statement/v1', subject: [] }));
    const bad = await sign([notStatement, '--bundle', join(dir, 'b.sigstore.json')]);
    expect(bad.code).toBe(2);
    expect(bad.error).toBe('INVALID_STATEMENT_INPUT');
    const nowhere = join(dir, 'missing', 'c.sigstore.json');
    const folder = await sign([statement, '--bundle', nowhere]);
    expect([folder.code, folder.stderr]).toEqual([
      2,
      `toolseal: IO_ERROR: cannot write the bundle ${nowhere}: its folder does not exist\n`,
    ]);
    expect(sigstore.logSize()).toBe(before);
  });
});
