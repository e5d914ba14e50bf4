import { checkServers, type OnChange } from '../../../src/core/check/check.js';
import { EXIT } from '../../../src/core/errors.js';
import { emptyLock, lockEntryOf, withPackagePin, withServer, type Lockfile } from '../../../src/core/lock/lock.js';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { packagePinToWrite, type PackageSurface } from '../../../src/core/check/package-check.js';
import { launchedPackageOf, type PackagePin } from '../../../src/core/origin/package-launch.js';
import { renderCheckMarkdown } from '../../../src/core/report/report-markdown.js';
import { renderCheckSarif } from '../../../src/core/report/report-sarif.js';
import { renderCheckText } from '../../../src/core/report/report-text.js';
import { codeOf } from '../../support/thrown.js';
import { sarifLog } from '../../support/json-view.js';
import { docsTools } from './check-fixtures.js';

const INTEGRITY = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
const OTHER_INTEGRITY = `sha512-${Buffer.alloc(64, 2).toString('base64')}`;
const PIN: PackagePin = { ecosystem: 'npm', name: '@acme/server', version: '1.2.3', integrity: INTEGRITY };

function surfaceOf(args: string[], resolved?: PackagePin): PackageSurface {
  return { launched: launchedPackageOf('npx', args)!, ...(resolved ? { resolved } : {}) };
}

function lockWith(pkg: PackagePin | undefined): Lockfile {
  return withServer(emptyLock(), 'docs', withPackagePin(lockEntryOf(docsTools()), pkg));
}

function check(pkg: PackageSurface, lock: Lockfile, onChange: OnChange) {
  return checkServers([{ serverId: 'docs', tools: docsTools(), package: pkg }], lock, onChange);
}

describe('checkServers with the package a server is launched from', () => {
  describe("when the registry's packument and its document of the version give two integrities", () => {
    const disagreeing = (): PackageSurface => ({
      ...surfaceOf(['-y', '@acme/server@1.2.3'], PIN),
      disagrees: 'the registry gives two integrities',
    });

    it('is a change whatever the lock holds (none, or the same integrity): blocked under fail, said in the report, and not pinned', () => {
      for (const lock of [emptyLock(), lockWith(undefined), lockWith(PIN)]) {
        const r = check(disagreeing(), lock, 'fail');
        expect(r.servers[0]!.package).toEqual(
          expect.objectContaining({ state: 'integrity-changed', why: 'the registry gives two integrities' }),
        );
        expect(r.servers[0]!.verdict).toBe('blocked');
        expect(renderCheckText(r)).toMatch(/two integrities/);
      }
      expect(packagePinToWrite(disagreeing(), undefined)).toBeUndefined();
      expect(packagePinToWrite(disagreeing(), PIN)).toBe(PIN);
    });

    it('its twin, a registry that agrees with itself, passes under fail and is pinned', () => {
      const r = check(surfaceOf(['-y', '@acme/server@1.2.3'], PIN), lockWith(PIN), 'fail');
      expect({ verdict: r.servers[0]!.verdict, state: r.servers[0]!.package!.state }).toEqual({ verdict: 'continue', state: 'matched' });
      expect(packagePinToWrite(surfaceOf(['-y', '@acme/server@1.2.3'], PIN), undefined)).toEqual(PIN);
    });
  });

  describe('when the command line cannot be read as it runs (UNREADABLE_LAUNCHER)', () => {
    const unreadable = (): PackageSurface => ({ launched: launchedPackageOf('sh', ['-c', 'npx -y "$PKG"'])! });
    const readable = (): PackageSurface => ({ launched: launchedPackageOf('sh', ['-c', 'npx -y @acme/server@1.2.3'])!, resolved: PIN });

    it('warns under warn (exit 0) and blocks under fail (exit 1, UNREADABLE_LAUNCHER), said in each report', () => {
      const warn = check(unreadable(), lockWith(PIN), 'warn');
      expect(warn.servers[0]).toEqual(
        expect.objectContaining({ verdict: 'warn', package: expect.objectContaining({ state: 'unpinned', code: 'UNREADABLE_LAUNCHER' }) }),
      );
      expect(warn.exitCode).toBe(EXIT.OK);
      const fail = check(unreadable(), lockWith(PIN), 'fail');
      expect({ exitCode: fail.exitCode, code: fail.code, verdict: fail.servers[0]!.verdict }).toEqual({
        exitCode: EXIT.CHECK_FAILED,
        code: 'UNREADABLE_LAUNCHER',
        verdict: 'blocked',
      });
      expect(renderCheckText(fail)).toMatch(/UNREADABLE_LAUNCHER/);
      expect(renderCheckMarkdown(fail)).toMatch(/cannot read/);
      expect(JSON.stringify(renderCheckSarif(fail, { artifactUri: '.mcp.json' }))).toMatch(/UNREADABLE_LAUNCHER/);
    });

    it('its twin, sh -c "npx -y @acme/server@1.2.3", passes under fail', () => {
      const r = check(readable(), lockWith(PIN), 'fail');
      expect({ exitCode: r.exitCode, verdict: r.servers[0]!.verdict, state: r.servers[0]!.package!.state }).toEqual({
        exitCode: EXIT.OK,
        verdict: 'continue',
        state: 'matched',
      });
    });
  });

  describe('when the config names no exact version (UNPINNED_PACKAGE)', () => {
    for (const args of [
      ['-y', '@acme/server'],
      ['-y', '@acme/server@latest'],
      ['-y', '@acme/server@^1.2.3'],
    ]) {
      it(`npx ${args.join(' ')} warns under warn (exit 0) and blocks under fail (exit 1, UNPINNED_PACKAGE)`, () => {
        const warn = check(surfaceOf(args), lockWith(undefined), 'warn');
        expect(warn.servers[0]).toEqual(
          expect.objectContaining({
            pinState: 'matched',
            verdict: 'warn',
            approved: true,
            package: expect.objectContaining({ state: 'unpinned', code: 'UNPINNED_PACKAGE' }),
          }),
        );
        expect(warn.exitCode).toBe(EXIT.OK);
        const fail = check(surfaceOf(args), lockWith(undefined), 'fail');
        expect(fail.servers[0]).toEqual(expect.objectContaining({ verdict: 'blocked', approved: false }));
        expect({ exitCode: fail.exitCode, code: fail.code }).toEqual({ exitCode: EXIT.CHECK_FAILED, code: 'UNPINNED_PACKAGE' });
      });
    }

    it('is reported for a server the lock does not pin yet, too (and not called a new server blocked while the lock is empty)', () => {
      const r = check(surfaceOf(['-y', '@acme/server']), emptyLock(), 'fail');
      expect(r.servers[0]).toEqual(expect.objectContaining({ pinState: 'unpinned', verdict: 'blocked' }));
      expect(r.code).toBe('UNPINNED_PACKAGE');
      expect(renderCheckText(r)).not.toMatch(/not pinned, and the lock pins/);
      // The twin: with other servers pinned, the new server is blocked as new too, and both are said.
      const pinsOther = withServer(emptyLock(), 'other', lockEntryOf(docsTools()));
      const both = check(surfaceOf(['-y', '@acme/server']), pinsOther, 'fail');
      expect(both.code).toBe('NOT_PINNED');
      expect(renderCheckText(both)).toMatch(/not pinned, and the lock pins "other"[\s\S]*UNPINNED_PACKAGE/);
    });

    it('its twin, npx -y @acme/server@1.2.3, passes under fail', () => {
      const r = check(surfaceOf(['-y', '@acme/server@1.2.3'], PIN), lockWith(PIN), 'fail');
      expect(r.servers[0]).toEqual(
        expect.objectContaining({ pinState: 'matched', verdict: 'continue', package: expect.objectContaining({ state: 'matched' }) }),
      );
      expect(r.exitCode).toBe(EXIT.OK);
    });

    it('is in every report: text, Markdown and SARIF (an error under fail)', () => {
      const r = check(surfaceOf(['-y', '@acme/server']), lockWith(undefined), 'fail');
      expect(renderCheckText(r)).toMatch(/UNPINNED_PACKAGE: npx runs "@acme\/server" with no exact version/);
      expect(renderCheckMarkdown(r, {})).toMatch(/no exact version/);
      const results = sarifLog(renderCheckSarif(r, { artifactUri: '.mcp.json' })).runs[0].results;
      expect(results).toEqual([
        expect.objectContaining({
          ruleId: 'toolseal/unpinned-package',
          level: 'error',
          properties: expect.objectContaining({ server: 'docs', package: '@acme/server' }),
        }),
      ]);
      const twin = check(surfaceOf(['-y', '@acme/server@1.2.3'], PIN), lockWith(PIN), 'fail');
      expect(sarifLog(renderCheckSarif(twin, { artifactUri: '.mcp.json' })).runs[0].results).toEqual([]);
      expect(renderCheckText(twin)).not.toMatch(/UNPINNED_PACKAGE/);
    });

    it('a surface change beside it keeps the surface change as the code', () => {
      const tools = docsTools();
      tools[0]!.description = 'changed';
      const r = checkServers([{ serverId: 'docs', tools, package: surfaceOf(['-y', '@acme/server']) }], lockWith(undefined), 'fail');
      expect(r.code).toBe('SURFACE_CHANGED');
    });
  });

  describe('when the same version resolves to another integrity', () => {
    const replaced = { ...PIN, integrity: OTHER_INTEGRITY };

    it('is a change: warns under warn (exit 0), blocks under fail (exit 1), SARIF package-changed', () => {
      const warn = check(surfaceOf(['-y', '@acme/server@1.2.3'], replaced), lockWith(PIN), 'warn');
      expect(warn.servers[0]).toEqual(
        expect.objectContaining({
          verdict: 'warn',
          package: expect.objectContaining({ state: 'integrity-changed', locked: PIN, resolved: replaced }),
        }),
      );
      expect(warn.exitCode).toBe(EXIT.OK);
      const fail = check(surfaceOf(['-y', '@acme/server@1.2.3'], replaced), lockWith(PIN), 'fail');
      expect({ verdict: fail.servers[0]!.verdict, exitCode: fail.exitCode, code: fail.code }).toEqual({
        verdict: 'blocked',
        exitCode: EXIT.CHECK_FAILED,
        code: 'SURFACE_CHANGED',
      });
      expect(sarifLog(renderCheckSarif(fail, { artifactUri: 'mcp-tools.lock' })).runs[0].results).toEqual([
        expect.objectContaining({ ruleId: 'toolseal/package-changed', level: 'error' }),
      ]);
      expect(renderCheckText(fail)).toMatch(/the package was replaced/);
    });

    it('its twin, the same integrity, is matched', () => {
      expect(check(surfaceOf(['-y', '@acme/server@1.2.3'], { ...PIN }), lockWith(PIN), 'fail').servers[0]!.package!.state).toBe('matched');
    });

    it('another version in the config is said (re-lock), not blocked: the surface decides', () => {
      const r = check(
        surfaceOf(['-y', '@acme/server@1.2.4'], { ...PIN, version: '1.2.4', integrity: OTHER_INTEGRITY }),
        lockWith(PIN),
        'fail',
      );
      expect(r.servers[0]).toEqual(
        expect.objectContaining({ verdict: 'continue', package: expect.objectContaining({ state: 'version-changed' }) }),
      );
      expect(renderCheckText(r)).toMatch(/re-pin with toolseal lock --update/);
    });

    it('an exact version not resolved now (offline) compares nothing and says so', () => {
      const r = check({ ...surfaceOf(['-y', '@acme/server@1.2.3']), unresolved: 'the registry could not be read' }, lockWith(PIN), 'fail');
      expect(r.servers[0]).toEqual(
        expect.objectContaining({ verdict: 'continue', package: expect.objectContaining({ state: 'unresolved' }) }),
      );
      expect(renderCheckText(r)).toMatch(/not resolved \(the registry could not be read\)/);
    });
  });
});

describe("the lock entry's package", () => {
  it("is written in the lock's order and read back", () => {
    const text = serializeLock(lockWith(PIN));
    expect(text.indexOf('"manifestDigest"')).toBeLessThan(text.indexOf('"package"'));
    expect(text.indexOf('"package"')).toBeLessThan(text.indexOf('"promptDigests"') < 0 ? Infinity : text.indexOf('"promptDigests"'));
    expect(parseLock(text, 'mcp-tools.lock').servers.docs!.package).toEqual(PIN);
  });

  it.each([
    ['an unknown ecosystem', { ...PIN, ecosystem: 'cargo' }],
    ['an integrity that is not SRI', { ...PIN, integrity: 'abc' }],
    ['an oci integrity that is not a digest', { ecosystem: 'oci', name: 'ghcr.io/acme/server', version: 'v1', integrity: INTEGRITY }],
    ['no version', { ecosystem: 'npm', name: '@acme/server' }],
    ['an unknown member', { ...PIN, tarball: 'https://example.com/x.tgz' }],
  ])('with %s is INVALID_LOCK', (_what, pkg) => {
    const doc = JSON.parse(serializeLock(lockWith(undefined)));
    doc.servers.docs.package = pkg;
    expect(codeOf(() => parseLock(JSON.stringify(doc), 'mcp-tools.lock'))).toBe('INVALID_LOCK');
  });

  it('keeps the pinned integrity when the same version cannot be resolved now; pins nothing for an unpinned launcher', () => {
    const exact = surfaceOf(['-y', '@acme/server@1.2.3']);
    expect(packagePinToWrite(exact, PIN)).toEqual(PIN);
    expect(packagePinToWrite(exact, undefined)).toEqual({ ecosystem: 'npm', name: '@acme/server', version: '1.2.3' });
    expect(packagePinToWrite(surfaceOf(['-y', '@acme/server']), PIN)).toBeUndefined();
  });
});
