import { auditEvent } from '../../../src/core/report/audit.js';
import { checkServers } from '../../../src/core/check/check.js';
import { emptyLock, lockEntryOf, withPackagePin, withServer } from '../../../src/core/lock/lock.js';
import type { PackageSurface } from '../../../src/core/check/package-check.js';
import { launchedPackageOf, type PackagePin } from '../../../src/core/origin/package-launch.js';
import { docsTools } from '../check/check-fixtures.js';

const INTEGRITY = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
const OTHER_INTEGRITY = `sha512-${Buffer.alloc(64, 2).toString('base64')}`;
const PIN: PackagePin = { ecosystem: 'npm', name: '@acme/server', version: '1.2.3', integrity: INTEGRITY };

/** The audit event of server `docs` launched by `npx ARGS` (resolved to `resolved`), against a lock pinning `locked`. */
function eventOf(args: string[], resolved: PackagePin | undefined, locked: PackagePin | undefined, unresolved?: string) {
  const pkg: PackageSurface = {
    launched: launchedPackageOf('npx', args)!,
    ...(resolved ? { resolved } : {}),
    ...(unresolved ? { unresolved } : {}),
  };
  const lock = withServer(emptyLock(), 'docs', withPackagePin(lockEntryOf(docsTools()), locked));
  return auditEvent(checkServers([{ serverId: 'docs', tools: docsTools(), package: pkg }], lock, 'warn').servers[0]!);
}

/** The `package` member of the audit event (docs/formats.md#audit-event): the state of a server's package, never a guess. */
describe('the audit event of a server launched from a package', () => {
  it("pinned: the lock's integrity and the resolved one are the same, both given", () => {
    expect(eventOf(['-y', '@acme/server@1.2.3'], PIN, PIN).package).toEqual({
      state: 'pinned',
      ecosystem: 'npm',
      name: '@acme/server',
      version: '1.2.3',
      integrity: INTEGRITY,
    });
  });

  it('changed: another integrity under the same version, with the locked one beside it (the twin of pinned)', () => {
    const e = eventOf(['-y', '@acme/server@1.2.3'], { ...PIN, integrity: OTHER_INTEGRITY }, PIN);
    expect(e.package).toEqual({
      state: 'changed',
      ecosystem: 'npm',
      name: '@acme/server',
      version: '1.2.3',
      integrity: OTHER_INTEGRITY,
      lockedIntegrity: INTEGRITY,
    });
    expect(e.verdict).toBe('warn');
  });

  it('changed: the config names another version than the lock pinned', () => {
    expect(eventOf(['-y', '@acme/server@1.2.4'], { ...PIN, version: '1.2.4', integrity: OTHER_INTEGRITY }, PIN).package).toMatchObject({
      state: 'changed',
      version: '1.2.4',
      lockedIntegrity: INTEGRITY,
    });
  });

  it('unpinned: no exact version, and none reported (latest is not a version)', () => {
    for (const spec of ['@acme/server', '@acme/server@latest', '@acme/server@^1.2.0']) {
      expect(eventOf(['-y', spec], undefined, undefined).package).toEqual({ state: 'unpinned', ecosystem: 'npm', name: '@acme/server' });
    }
  });

  it('never an integrity-less guess: an exact version not resolved, or a lock without integrity, is unresolved, not pinned', () => {
    expect(eventOf(['-y', '@acme/server@1.2.3'], undefined, PIN, 'offline, and not in the npm cache').package).toEqual({
      state: 'unresolved',
      ecosystem: 'npm',
      name: '@acme/server',
      version: '1.2.3',
    });
    const { integrity: _dropped, ...lockedBare } = PIN;
    expect(eventOf(['-y', '@acme/server@1.2.3'], PIN, lockedBare).package).toMatchObject({ state: 'unresolved' });
  });

  it('new: resolved, and the lock has no package for it yet', () => {
    expect(eventOf(['-y', '@acme/server@1.2.3'], PIN, undefined).package).toEqual({
      state: 'new',
      ecosystem: 'npm',
      name: '@acme/server',
      version: '1.2.3',
      integrity: INTEGRITY,
    });
  });

  it('a server not launched from a package has no package member', () => {
    const e = auditEvent(
      checkServers([{ serverId: 'docs', tools: docsTools() }], withServer(emptyLock(), 'docs', lockEntryOf(docsTools())), 'warn')
        .servers[0]!,
    );
    expect('package' in e).toBe(false);
  });
});
