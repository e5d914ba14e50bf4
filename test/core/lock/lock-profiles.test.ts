// A lock entry per client-capability profile: the entry itself, and the others under `profiles`.
import {
  emptyLock,
  entryForProfile,
  lockEntryOfDigests,
  nearestProfileEntry,
  pinnedProfiles,
  withProfilePin,
  withServer,
} from '../../../src/core/lock/lock.js';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { serializeLockBytes } from '../../../src/core/lock/lock-text.js';
import { digestTools } from '../../../src/core/surface/surface.js';

const pinOf = (names: string[], caps?: string[]) =>
  lockEntryOfDigests(
    digestTools(
      names.map((name) => ({ name, inputSchema: { type: 'object' } })),
      { fields: true },
    ),
    undefined,
    caps,
  );

describe('profiles in a lock entry', () => {
  const none = pinOf(['echo']);
  const roots = pinOf(['echo', 'get-roots-list'], ['roots']);
  const both = pinOf(['echo', 'get-roots-list', 'sample'], ['roots', 'sampling']);

  test('another profile is added beside the entry, and each is found by its own profile only', () => {
    const entry = withProfilePin(withProfilePin(none, roots), both);
    expect(pinnedProfiles(entry)).toEqual(['none', 'roots', 'roots,sampling']);
    expect(entryForProfile(entry, [])?.manifestDigest).toBe(none.manifestDigest);
    expect(entryForProfile(entry, undefined)?.manifestDigest).toBe(none.manifestDigest);
    expect(entryForProfile(entry, ['roots'])?.manifestDigest).toBe(roots.manifestDigest);
    expect(entryForProfile(entry, ['roots', 'sampling'])?.manifestDigest).toBe(both.manifestDigest);
    expect(entryForProfile(entry, ['sampling'])).toBeUndefined();
    // The inputs are not changed.
    expect(none.profiles).toBeUndefined();
  });

  test('the nearest pinned profile is the one with the most of the host’s capabilities and no others', () => {
    const entry = withProfilePin(withProfilePin(none, roots), both);
    expect(nearestProfileEntry(entry, ['elicitation', 'roots', 'sampling']).manifestDigest).toBe(both.manifestDigest);
    expect(nearestProfileEntry(entry, ['elicitation', 'roots']).manifestDigest).toBe(roots.manifestDigest);
    expect(nearestProfileEntry(entry, ['sampling']).manifestDigest).toBe(none.manifestDigest);
    // Pinned for roots only: a host with none is compared with that entry (nothing nearer).
    expect(nearestProfileEntry(roots, []).manifestDigest).toBe(roots.manifestDigest);
  });

  test('re-pinning a profile replaces that entry only: the entry itself keeps its profiles, a profile entry its siblings', () => {
    const entry = withProfilePin(withProfilePin(none, roots), both);
    const noneAgain = pinOf(['echo', 'extra']);
    const top = withProfilePin(entry, noneAgain);
    expect(top.manifestDigest).toBe(noneAgain.manifestDigest);
    expect(pinnedProfiles(top)).toEqual(['none', 'roots', 'roots,sampling']);
    const rootsAgain = pinOf(['echo', 'get-roots-list', 'extra'], ['roots']);
    const nested = withProfilePin(entry, rootsAgain);
    expect(nested.manifestDigest).toBe(none.manifestDigest);
    expect(entryForProfile(nested, ['roots'])?.manifestDigest).toBe(rootsAgain.manifestDigest);
    expect(entryForProfile(nested, ['roots', 'sampling'])?.manifestDigest).toBe(both.manifestDigest);
  });

  test('written and read back: the same bytes, keys in order, profiles keyed by their profile', () => {
    const lock = withServer(emptyLock(), 'everything', withProfilePin(withProfilePin(none, roots), both));
    const bytes = serializeLockBytes(lock);
    const text = bytes.toString('utf8');
    const back = parseLock(text, 'lock');
    expect(serializeLockBytes(back).equals(bytes)).toBe(true);
    expect(Object.keys(back.servers.everything!.profiles!)).toEqual(['roots', 'roots,sampling']);
    expect(text.indexOf('"manifestDigest"')).toBeLessThan(text.indexOf('"profiles"'));
  });
});
