import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../support/local-sigstore.js';
import { runCliProcess } from '../support/run-process.js';
import { FIXTURES } from '../support/paths.js';
import { RAW_SERVER } from '../mcp/helpers.js';
import {
  ALL_TOOLS,
  GUARD_SERVER,
  auditOf,
  callsOf,
  expectReadRefused,
  relayed,
  serverSetsMode,
  setMode,
  startHost,
  tempDir,
  upstream,
  type Host,
} from './guard-support.js';

// The rows of the decision table where the list itself is refused, signed mode, and a hostile server.

const FORGING_SERVER = join(FIXTURES, 'servers', 'forging-stdio-server.mjs');

async function expectStderr(host: Host, re: RegExp): Promise<void> {
  expect(await host.stderrMatching(re)).toMatch(re);
}

describe('toolseal guard blocks a list it cannot take completely or read strictly', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    t.remove();
  });

  const raw = (...mode: string[]) => ['--', process.execPath, RAW_SERVER, ...mode];

  it.each([
    ['a tool name on two pages', ['dup-pages'], 'DUPLICATE_TOOL_NAME'],
    ['a duplicate member name on the wire', ['dup-member'], 'DUPLICATE_JSON_MEMBER'],
    ['a cursor loop', ['loop'], 'SNAPSHOT_INCOMPLETE'],
    ['a JSON-RPC error for tools/list', ['list-error'], 'SNAPSHOT_INCOMPLETE'],
    ['a result that is not an object', ['bad-result'], 'SNAPSHOT_INCOMPLETE'],
    ['more pages than --max-pages', ['pages', '3', '2'], 'SNAPSHOT_INCOMPLETE'],
  ])('%s: no tools, a BLOCKED %s line, an audit event with pinState failed', async (_what, mode, code) => {
    host = await startHost(['--lock', t.lock, '--max-pages', '2', '--audit', t.audit], raw(...mode));
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(host, new RegExp(`^toolseal guard: BLOCKED ${code}: `, 'm'));
    expect(auditOf(t.audit)).toEqual([
      expect.objectContaining({ pinState: 'failed', verdict: 'blocked', decision: 'block', code, manifestDigest: null }),
    ]);
  });

  it('and the twin: two pages within --max-pages give every tool of both', async () => {
    host = await startHost(['--lock', t.lock, '--max-pages', '2'], raw('pages', '2', '2'));
    expect(await host.toolNames()).toEqual(['p1_t0', 'p1_t1', 'p2_t0', 'p2_t1']);
    expect(host.stderr()).not.toContain('BLOCKED');
  });

  it('--timeout bounds each list from when it is asked for, not from when the guard started', async () => {
    host = await startHost(['--lock', t.lock, '--timeout', '2'], raw('pages', '2', '2'));
    await new Promise((r) => setTimeout(r, 3000));
    expect(await host.toolNames()).toEqual(['p1_t0', 'p1_t1', 'p2_t0', 'p2_t1']);
    expect(host.stderr()).not.toContain('BLOCKED');
  });

  it('a list that takes longer than --timeout is blocked; the session goes on', async () => {
    host = await startHost(['--lock', t.lock, '--timeout', '1'], raw('silent-list'));
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(host, /BLOCKED SNAPSHOT_INCOMPLETE: .*timed out/);
  });
});

describe('toolseal guard in signed mode (--bundle)', () => {
  let sigstore: LocalSigstore;
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  const claims = githubClaims({ repository: 'octo-org/guard-server' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;
  const NAME = 'io.github.octo-org/guard-upstream';
  let bundle: string;

  beforeAll(async () => {
    sigstore = await startLocalSigstore();
    t = tempDir();
    const cli = (args: string[], env: Record<string, string> = {}) =>
      runCliProcess(args, { cwd: t.dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    expect((await cli(['snapshot', '--out', 'g.snapshot.json', '--', process.execPath, GUARD_SERVER, t.calls])).code).toBe(0);
    expect((await cli(['statement', '--snapshot', 'g.snapshot.json', '--server-name', NAME, '--out', 'g.statement.json'])).code).toBe(0);
    const signed = await cli(
      ['sign', 'g.statement.json', '--bundle', 'g.sigstore.json', '--fulcio-url', sigstore.fulcioURL, '--rekor-url', sigstore.rekorURL],
      {
        SIGSTORE_ID_TOKEN: sigstore.issueToken(claims),
      },
    );
    expect(signed.code).toBe(0);
    bundle = join(t.dir, 'g.sigstore.json');
  });
  afterAll(async () => {
    await sigstore.close();
    t.remove();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  const signedArgs = (san = SAN) => [
    '--lock',
    t.lock,
    '--audit',
    t.audit,
    '--bundle',
    bundle,
    '--certificate-identity',
    san,
    '--server-name',
    NAME,
    '--trusted-root',
    sigstore.trustedRootPath,
  ];

  it('gives every tool while the list is the signed one, and none once any tool differs (DIGEST_MISMATCH), even under warn and unpinned', async () => {
    const control = join(t.dir, 'mode');
    host = await startHost(signedArgs(), relayed(t.calls, control));
    expect(await host.toolNames()).toEqual(ALL_TOOLS);
    expect((await host.client.listResources()).resources).toContainEqual(expect.objectContaining({ uri: 'docs://readme' }));
    await setMode(host, 'describe');
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(
      host,
      /BLOCKED DIGEST_MISMATCH: server "guard-upstream": the list differs from the signed tool digests: tool "search" changed \(description\)/,
    );
    // Blocked: the host's read is refused, unsent; a ping passes.
    await expectReadRefused(host, 'DIGEST_MISMATCH');
    expect(await host.client.ping()).toEqual({});
    await serverSetsMode(host, control, 'normal');
    expect(await host.toolNames()).toEqual(ALL_TOOLS);
    expect((await host.client.readResource({ uri: 'docs://readme' })).contents).toEqual([{ uri: 'docs://readme', text: 'read me' }]);
  });

  it('a bundle that fails verification (another signer) blocks every list; the guard still runs', async () => {
    host = await startHost(signedArgs(SAN.replace('octo-org/', 'mallory/')), upstream(t.calls));
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(host, /toolseal guard: BLOCKED UNTRUSTED_SIGNER: the bundle did not verify/);
    // Its prompts and resources are withheld with its tools (the verified twin above lists docs://readme),
    // its reads refused unsent; a ping still passes.
    expect((await host.client.listPrompts()).prompts).toEqual([]);
    expect((await host.client.listResources()).resources).toEqual([]);
    await expectReadRefused(host, 'UNTRUSTED_SIGNER');
    expect(await host.client.ping()).toEqual({});
    expect(callsOf(t.calls)).toEqual([]);
  });

  it('a bundle file that is not a bundle blocks every list (INVALID_BUNDLE)', async () => {
    const bad = join(t.dir, 'bad.sigstore.json');
    writeFileSync(bad, '{"mediaType": "nothing"}');
    host = await startHost([...signedArgs().map((a) => (a === bundle ? bad : a))], upstream(t.calls));
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(host, /BLOCKED INVALID_BUNDLE/);
  });
});

describe('toolseal guard against a server that answers requests it was never sent', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    t.remove();
  });

  it('drops every forged answer: the host gets only the list the guard decided on', async () => {
    host = await startHost(['--lock', t.lock], ['--', process.execPath, FORGING_SERVER]);
    expect(await host.toolNames()).toEqual(['good']);
    expect(await host.toolNames()).toEqual(['good']);
    await expectStderr(host, /DROPPED INVALID_INPUT: an answer from the server to no pending request of the host/);
  });

  it('with --unpinned block, the host gets no tool at all, forged or not', async () => {
    host = await startHost(['--lock', t.lock, '--unpinned', 'block'], ['--', process.execPath, FORGING_SERVER]);
    expect(await host.toolNames()).toEqual([]);
    expect(await host.toolNames()).toEqual([]);
  });
});

describe('toolseal guard bounds every message by --max-bytes', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    t.remove();
  });

  it('a list page longer than --max-bytes blocks the list at once (not after the timeout)', async () => {
    host = await startHost(
      ['--lock', t.lock, '--max-bytes', '200000', '--timeout', '120'],
      ['--', process.execPath, RAW_SERVER, 'big', '1'],
    );
    expect(await host.toolNames()).toEqual([]);
    await expectStderr(host, /BLOCKED SNAPSHOT_INCOMPLETE: .*--max-bytes/);
  });

  it('and the twin: the same page under a larger --max-bytes is decided and allowed', async () => {
    host = await startHost(['--lock', t.lock, '--max-bytes', '5000000'], ['--', process.execPath, RAW_SERVER, 'big', '1']);
    expect((await host.toolNames()).length).toBeGreaterThan(0);
  });
});
