import { packageNote, withSurfaceChange, type PackageCheck } from '../../../../src/core/check/package-check.js';
import { assertPackagePin, type PackagePin } from '../../../../src/core/origin/package-pin.js';

// Why the same version changed (src/core/check/package-check.ts, withSurfaceChange): a package that is the one pinned
// under a surface that changed says so and names the resolved dependency versions that differ; the twins
// (the surface unchanged, or another version) say nothing of it. And the pin's `dependencies` as a lock holds it.

const pin = (dependencies?: Record<string, string>): PackagePin => ({
  ecosystem: 'npm',
  name: '@acme/server',
  version: '1.2.3',
  integrity: `sha512-${Buffer.alloc(64, 1).toString('base64')}`,
  ...(dependencies ? { dependencies } : {}),
});
const matched = (locked: PackagePin, resolved: PackagePin): PackageCheck => ({
  launcher: 'npx',
  ecosystem: 'npm',
  name: '@acme/server',
  requested: '1.2.3',
  state: 'matched',
  locked,
  resolved,
});

describe('withSurfaceChange', () => {
  it('names each dependency whose resolved version differs (added and gone too), in the note', () => {
    const p = withSurfaceChange(matched(pin({ zod: '3.25.1', tslib: '2.0.0' }), pin({ zod: '4.0.0', 'x > ms': '2.1.3' })), true);
    expect(p.sameVersionChanged).toEqual({
      compared: true,
      dependencies: [
        { name: 'tslib', from: '2.0.0' },
        { name: 'x > ms', to: '2.1.3' },
        { name: 'zod', from: '3.25.1', to: '4.0.0' },
      ],
    });
    expect(packageNote(p)).toBe(
      'package "@acme/server@1.2.3" is the version and integrity pinned, but the surface changed: the launcher resolved other dependency versions: "tslib" 2.0.0 → (none), "x > ms" (none) → 2.1.3, "zod" 3.25.1 → 4.0.0',
    );
  });

  it('the same tree: says something else changed; no recorded tree: says it could not compare', () => {
    expect(packageNote(withSurfaceChange(matched(pin({ zod: '4.0.0' }), pin({ zod: '4.0.0' })), true))).toContain(
      'something else it runs with changed (its environment',
    );
    expect(packageNote(withSurfaceChange(matched(pin(), pin({ zod: '4.0.0' })), true))).toContain('were not recorded or could not be read');
  });

  it('the twins: an unchanged surface, or a package that is not the one pinned, get no such note', () => {
    const same = withSurfaceChange(matched(pin({ zod: '3.25.1' }), pin({ zod: '4.0.0' })), false);
    expect(same.sameVersionChanged).toBeUndefined();
    expect(packageNote(same)).toBeUndefined();
    const other = withSurfaceChange({ ...matched(pin(), pin()), state: 'integrity-changed' }, true);
    expect(other.sameVersionChanged).toBeUndefined();
  });
});

describe("a package pin's dependencies", () => {
  const bad = (what: string): never => {
    throw new Error(what);
  };
  it('are sorted names to versions, at most 256, npm only; the twin is read', () => {
    expect(() => assertPackagePin(pin({ a: '1.0.0', b: '2.0.0' }), bad)).not.toThrow();
    expect(() => assertPackagePin(pin({ b: '1.0.0', a: '2.0.0' }), bad)).toThrow('not sorted');
    expect(() => assertPackagePin(pin({ a: '' }), bad)).toThrow('not a name and version');
    const many = Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`d${String(i).padStart(3, '0')}`, '1.0.0']));
    expect(() => assertPackagePin(pin(many), bad)).toThrow('more than 256');
    expect(() => assertPackagePin({ ecosystem: 'pypi', name: 'x', version: '1', dependencies: {} }, bad)).toThrow('npm packages only');
  });
});
