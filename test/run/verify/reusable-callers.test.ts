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
