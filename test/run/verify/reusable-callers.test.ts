import { githubClaims } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * `toolseal verify` with a SAN policy against certificates a local Fulcio issues for a reusable workflow:
 * another repository (evil-org/evil-server) calls the publisher's release.yml, and Fulcio writes the
 * publisher's workflow as the SAN and the caller as the source repository (1.3.6.1.4.1.57264.1.12), as it
 * does for GitHub. The server name is outside io.github.<owner>, so no namespace rule stands in for the check.
 */
describe('toolseal verify: the SAN of a reusable workflow is not its caller', () => {
  let bench: SigningBench;
  let snapshot: string;
  let own: string;
  let called: string;
  const SAN = sanOf(DEFAULT_CLAIMS);
  const SERVER = 'com.example/docs';

  beforeAll(async () => {
    bench = await startSigningBench();
    snapshot = bench.write('live.snapshot.json', snapshotText(TOOLS));
    own = (await bench.signTools({ serverName: SERVER })).path;
    // The caller's run: its own repository, the publisher's workflow (job_workflow_ref) as the SAN.
    const caller = githubClaims({
      repository: 'evil-org/evil-server',
      ref: 'refs/heads/main',
      job_workflow_ref: DEFAULT_CLAIMS.job_workflow_ref,
    });
    expect(sanOf(caller)).toBe(SAN);
    called = (await bench.signTools({ serverName: SERVER, claims: caller })).path;
  });
  afterAll(async () => {
    await bench.close();
  });

  const verify = (bundle: string, ...args: string[]) =>
    runInProcess(['verify', '--bundle', bundle, '--snapshot', snapshot, '--trusted-root', bench.sigstore.trustedRootPath, ...args]);

  it('hostile: the publisher SAN from a run of another repository is refused with --certificate-identity and a pattern', async () => {
    const r = await verify(called, '--certificate-identity', SAN);
    expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    expect(r.stderr).toContain('ran in "https://github.com/evil-org/evil-server", not in https://github.com/octo-org/docs-server');
    const pattern = await verify(called, '--certificate-identity-regexp', 'https://github\\.com/octo-org/docs-server/.+');
    expect([pattern.error, pattern.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
  });

  it('twin: the same SAN from a run of the publisher repository is accepted', async () => {
    const r = await verify(own, '--certificate-identity', SAN);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });

  it('--allow-reusable-callers accepts the caller run; --source-repo accepts the caller named and refuses the publisher run', async () => {
    const any = await verify(called, '--certificate-identity', SAN, '--allow-reusable-callers');
    expect([any.error, any.code]).toEqual([undefined, 0]);
    const named = await verify(called, '--certificate-identity', SAN, '--source-repo', 'evil-org/evil-server');
    expect([named.error, named.code]).toEqual([undefined, 0]);
    const third = await verify(called, '--certificate-identity', SAN, '--source-repo', 'octo-org/docs-server');
    expect([third.error, third.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
  });

  it('--repo names the run repository itself: the caller run is refused, the publisher run accepted', async () => {
    const r = await verify(called, '--repo', 'octo-org/docs-server');
    expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    const twin = await verify(own, '--repo', 'octo-org/docs-server');
    expect([twin.error, twin.code]).toEqual([undefined, 0]);
  });

  it('a workflow file whose name holds @ (re@lease.yml): --signer-workflow names it, a prefix of it (re) is refused', async () => {
    const claims = githubClaims({
      repository: 'octo-org/docs-server',
      ref: 'refs/tags/v1.4.2',
      job_workflow_ref: 'octo-org/docs-server/.github/workflows/re@lease.yml@refs/tags/v1.4.2',
    });
    const at = (await bench.signTools({ serverName: SERVER, claims })).path;
    const named = await verify(
      at,
      '--repo',
      'octo-org/docs-server',
      '--signer-workflow',
      '.github/workflows/re@lease.yml',
      '--signer-ref',
      'refs/tags/v1.4.2',
    );
    expect([named.error, named.code]).toEqual([undefined, 0]);
    const prefix = await verify(at, '--repo', 'octo-org/docs-server', '--signer-workflow', '.github/workflows/re');
    expect([prefix.error, prefix.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    const exact = await verify(at, '--certificate-identity', sanOf(claims));
    expect([exact.error, exact.code]).toEqual([undefined, 0]);
  });

  it('refuses --source-repo with --allow-reusable-callers, with --repo, and a name GitHub could not hold (USAGE, exit 2)', async () => {
    for (const args of [
      ['--certificate-identity', SAN, '--source-repo', 'evil-org/evil-server', '--allow-reusable-callers'],
      ['--repo', 'octo-org/docs-server', '--source-repo', 'evil-org/evil-server'],
      ['--repo', 'octo-org/docs-server', '--allow-reusable-callers'],
      ['--certificate-identity', SAN, '--source-repo', 'evil-org/../x'],
    ]) {
      const r = await verify(own, ...args);
      expect([r.error, r.code]).toEqual(['USAGE', 2]);
    }
  });
});

/**
 * `toolseal statement --previous` verifies the previous bundle with the same rule before trusting its
 * revision: a publisher whose releases run an organization's shared workflow names its own repository as
 * the caller (`--source-repo`), and a bundle from a run of another repository that called the same
 * workflow is not taken as its previous revision.
 */
describe('toolseal statement --previous: the previous bundle of a reusable workflow', () => {
  let bench: SigningBench;
  let snapshot: string;
  let fromPublisher: string;
  let fromOther: string;
  const SERVER = 'com.example/docs';
  const SHARED = 'octo-org/release-workflows/.github/workflows/release.yml@refs/heads/main';
  const SAN = `https://github.com/${SHARED}`;

  beforeAll(async () => {
    bench = await startSigningBench();
    snapshot = bench.write('live.snapshot.json', snapshotText(TOOLS));
    const run = (repository: string) => githubClaims({ repository, ref: 'refs/tags/v1.4.2', job_workflow_ref: SHARED });
    fromPublisher = (await bench.signTools({ serverName: SERVER, claims: run('octo-org/docs-server') })).path;
    fromOther = (await bench.signTools({ serverName: SERVER, claims: run('evil-org/evil-server') })).path;
  });
  afterAll(async () => {
    await bench.close();
  });

  const statement = (previous: string, ...args: string[]) =>
    runInProcess([
      'statement',
      '--snapshot',
      snapshot,
      '--server-name',
      SERVER,
      '--previous',
      previous,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--certificate-identity',
      SAN,
      ...args,
    ]);

  it('twin: the publisher names its own repository as the caller, and its previous bundle is verified', async () => {
    const r = await statement(fromPublisher, '--source-repo', 'octo-org/docs-server');
    expect(r.stderr).toBe('');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('"revision":2');
  });

  it('hostile: a bundle from a run of another repository that called the same workflow is refused', async () => {
    const r = await statement(fromOther, '--source-repo', 'octo-org/docs-server');
    expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    // Without a caller named, the SAN's own repository (the shared workflows') is the rule: both are refused.
    const unnamed = await statement(fromPublisher);
    expect([unnamed.error, unnamed.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
  });

  it('--source-repo without a certificate identity is refused (USAGE), not ignored', async () => {
    const r = await runInProcess(['statement', '--snapshot', snapshot, '--server-name', SERVER, '--source-repo', 'octo-org/docs-server']);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
  });
});
