import { upgradeSourcesOf } from '../../src/run/upgrade-sources.js';

// The one builder of signed-upgrade sources (check's and lock's options, the check action's inputs): what it
// refuses names the caller's own option or input; the statements themselves are found and verified in
// test/run/signed-upgrade/ (the CLI) and test/action/check/ (the action), against the local Fulcio and Rekor.
const at = { cwd: process.cwd(), env: {} };
const ACTION = {
  bundle: 'the bundle input',
  repo: 'the repo input',
  registry: 'the registry input',
  trustedRoot: 'the trusted-root input',
  offline: 'the offline input',
};

describe('upgradeSourcesOf', () => {
  it('(hostile) a trusted root with nothing to verify is USAGE, in the names the caller gives', async () => {
    await expect(upgradeSourcesOf({ bundles: [], trustedRoot: 'root.json' }, at, 1000)).rejects.toMatchObject({
      code: 'USAGE',
      message: '--trusted-root verifies the statements of --bundle, --repo or --registry: give one',
    });
    await expect(upgradeSourcesOf({ bundles: [], trustedRoot: 'root.json', names: ACTION }, at, 1000)).rejects.toMatchObject({
      code: 'USAGE',
      message: 'the trusted-root input verifies the statements of the bundle input, the repo input or the registry input: give one',
    });
  });

  it('twin: nothing given is no sources (a pin that names a publisher then reads as not signed)', async () => {
    expect(await upgradeSourcesOf({ bundles: [] }, at, 1000)).toBeUndefined();
  });

  it('(hostile) a repo that is not OWNER/REPO, and a registry that is not a URL, are refused; their twins build sources', async () => {
    await expect(upgradeSourcesOf({ bundles: [], repo: 'octo-org' }, at, 1000)).rejects.toMatchObject({ code: 'USAGE' });
    await expect(upgradeSourcesOf({ bundles: [], registry: 'io.github.octo-org/docs', names: ACTION }, at, 1000)).rejects.toMatchObject({
      code: 'USAGE',
      message: expect.stringMatching(/^the registry input .*: the MCP registry's URL/),
    });
    const ok = await upgradeSourcesOf(
      { bundles: [], repo: 'octo-org/docs-server', registry: 'https://registry.example', offline: true },
      at,
      1000,
    );
    expect([typeof ok?.attestations, typeof ok?.registry, ok?.bundles]).toEqual(['function', 'function', []]);
  });
});
