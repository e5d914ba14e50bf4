import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { IdentityPolicy } from '../../src/core/statement/identity-policy.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import { guardSignedSurface } from '../../src/run/guard-signed.js';
import { signerPolicyOf } from '../../src/run/verify-options.js';
import { GUARD_SERVER, closeGuards, startGuard, stdioServer } from '../support/in-process-guard.js';
import { githubClaims } from '../support/local-sigstore.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, sanOf, startSigningBench, type SigningBench } from '../support/signing-bench.js';

/**
 * The guard's signed mode (guardSignedSurface, then the guard from src/ in front of the SDK's server over
 * stdio, its host a JSON-RPC driver): the signer policy verify has, a reusable workflow's caller refused
 * beside the publisher's own run, and a bundle URL that never answers bounded by --timeout beside one
 * that serves the bundle. The server name is outside io.github.<owner>: no namespace rule stands in.
 */

const NAME = 'com.example/guard-upstream';
const TOOLS = ['search', 'delete_file', 'ask_model', 'slow_echo'];
const SAN = sanOf(DEFAULT_CLAIMS);
/** A run of evil-org/evil-server that calls the publisher's release.yml: Fulcio writes the publisher's SAN. */
const CALLER = githubClaims({
  repository: 'evil-org/evil-server',
  ref: 'refs/heads/main',
  job_workflow_ref: DEFAULT_CLAIMS.job_workflow_ref,
});

let bench: SigningBench;
let own: string;
let called: string;
let calls: string;

beforeAll(async () => {
  bench = await startSigningBench();
  calls = join(bench.dir, 'calls.log');
  const snapshot = join(bench.dir, 'g.snapshot.json');
  const statement = join(bench.dir, 'g.statement.json');
  const run = (args: string[]) => runInProcess(args, {}, bench.dir);
  expect((await run(['snapshot', '--out', snapshot, '--', process.execPath, GUARD_SERVER, calls])).code).toBe(0);
  expect((await run(['statement', '--snapshot', snapshot, '--server-name', NAME, '--out', statement])).code).toBe(0);
  const text = readFileSync(statement, 'utf8');
  own = bench.write('own.sigstore.json', await bench.signText(text, DEFAULT_CLAIMS));
  called = bench.write('called.sigstore.json', await bench.signText(text, CALLER));
});
afterAll(async () => {
  await bench.close();
});
afterEach(async () => {
  await closeGuards();
});

/** The guard in signed mode: the tools the host is given, and the guard's stderr lines of the bundle. */
async function guarded(bundle: string, policy: IdentityPolicy, timeoutMs = 10_000): Promise<{ tools: string[]; notices: string[] }> {
  const notices: string[] = [];
  const { signed } = await guardSignedSurface({
    bundle,
    cwd: bench.dir,
    policy,
    serverName: NAME,
    trustedRootFile: bench.sigstore.trustedRootPath,
    timeoutMs,
    notice: (line) => notices.push(line),
  });
  const g = startGuard({
    upstream: stdioServer(GUARD_SERVER, calls),
    serverId: 'guarded',
    unpinned: 'allow',
    signed,
    limits: { ...DEFAULT_LIMITS, timeoutMs },
  });
  await g.host.initialize();
  const list = await g.host.request('tools/list');
  const tools = ((list.result as { tools?: Array<{ name: string }> } | undefined)?.tools ?? []).map((t) => t.name);
  expect(await g.close()).toBe(0);
  return { tools, notices };
}

describe('the guard in signed mode: the SAN of a reusable workflow is not its caller', () => {
  it('hostile: --certificate-identity with the publisher SAN, signed by a run of another repository: every list blocked', async () => {
    const r = await guarded(called, signerPolicyOf({ identity: SAN }));
    expect(r.tools).toEqual([]);
    expect(r.notices).toEqual([
      expect.stringMatching(/^BLOCKED UNTRUSTED_SIGNER: .*ran in "https:\/\/github\.com\/evil-org\/evil-server"/),
    ]);
  });

  it('twin: the same SAN from the publisher repository own run gives every tool', async () => {
    const r = await guarded(own, signerPolicyOf({ identity: SAN }));
    expect(r).toEqual({ tools: TOOLS, notices: [] });
  });

  it('--allow-reusable-callers, or --source-repo naming the caller, accepts the caller run', async () => {
    expect(await guarded(called, signerPolicyOf({ identity: SAN, allowReusableCallers: true }))).toEqual({ tools: TOOLS, notices: [] });
    expect(await guarded(called, signerPolicyOf({ identity: SAN, sourceRepo: 'evil-org/evil-server' }))).toEqual({
      tools: TOOLS,
      notices: [],
    });
  });
});

describe('the guard in signed mode takes the --repo / --signer-workflow policy of verify', () => {
  it('hostile: --repo of the publisher refuses the caller run; another --signer-workflow refuses even the publisher run', async () => {
    const caller = await guarded(called, signerPolicyOf({ repo: 'octo-org/docs-server' }));
    expect(caller.tools).toEqual([]);
    expect(caller.notices).toEqual([expect.stringMatching(/^BLOCKED UNTRUSTED_SIGNER: /)]);
    const otherWorkflow = await guarded(
      own,
      signerPolicyOf({ repo: 'octo-org/docs-server', signerWorkflow: '.github/workflows/nightly.yml' }),
    );
    expect(otherWorkflow.tools).toEqual([]);
  });

  it('twin: --repo with its release workflow and ref gives every tool', async () => {
    const policy = signerPolicyOf({
      repo: 'octo-org/docs-server',
      signerWorkflow: '.github/workflows/release.yml',
      signerRef: DEFAULT_CLAIMS.ref,
    });
    expect(await guarded(own, policy)).toEqual({ tools: TOOLS, notices: [] });
  });
});

describe('the guard in signed mode: a bundle URL is bounded by --timeout', () => {
  let server: Server;
  let base: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    const text = readFileSync(own, 'utf8');
    // /hang reads the request and never answers; /bundle serves the publisher's bundle.
    server = createServer((req, res) => {
      if (req.url === '/bundle') res.end(text);
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('hostile: a URL that never answers: initialize is answered, the list blocked (IO_ERROR), within the guard --timeout', async () => {
    // The guard's --timeout is 2 s; every wait of the host is bounded by 15 s (a 60 s fetch fails the test).
    const r = await guarded(`${base}/hang`, signerPolicyOf({ identity: SAN }), 2_000);
    expect(r.tools).toEqual([]);
    expect(r.notices).toEqual([
      expect.stringMatching(/^BLOCKED IO_ERROR: .*cannot fetch http:\/\/127\.0\.0\.1:\d+\/hang: no answer within 2 s$/),
    ]);
  });

  it('twin: a URL that serves the bundle gives every tool', async () => {
    expect(await guarded(`${base}/bundle`, signerPolicyOf({ identity: SAN }), 2_000)).toEqual({ tools: TOOLS, notices: [] });
  });
});
