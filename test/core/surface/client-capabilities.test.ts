import {
  ALL_CLIENT_PROFILES,
  capabilitiesObject,
  isClientCapabilityList,
  parseClientCapabilities,
  profileOfCapabilities,
  profileText,
  sameProfile,
} from '../../../src/core/surface/client-capabilities.js';
import { codeOf, messageOf } from '../../support/thrown.js';

describe('parseClientCapabilities (--client-capabilities)', () => {
  it('sorts the names and keeps each once, spaces trimmed', () => {
    expect(parseClientCapabilities('sampling, roots,sampling')).toEqual(['roots', 'sampling']);
    expect(parseClientCapabilities('elicitation')).toEqual(['elicitation']);
  });

  it('refuses an unknown, empty or prototype name as USAGE, named as the caller names the option (hostile)', () => {
    for (const text of ['roots,fs', '', 'roots,', '__proto__', 'toString', 'Roots'])
      expect(codeOf(() => parseClientCapabilities(text))).toBe('USAGE');
    expect(messageOf(() => parseClientCapabilities('roots,fs', 'the client-capabilities input'))).toBe(
      'the client-capabilities input takes names from elicitation, roots, sampling, comma-separated; not "fs"',
    );
  });
});

describe('isClientCapabilityList (a recorded profile)', () => {
  it('takes known names, sorted, each once, at least one', () => {
    expect(isClientCapabilityList(['roots'])).toBe(true);
    expect(isClientCapabilityList(['elicitation', 'roots', 'sampling'])).toBe(true);
  });

  it('refuses an edited profile: unsorted, doubled, unknown, empty, not an array (hostile)', () => {
    for (const v of [['sampling', 'roots'], ['roots', 'roots'], ['fs'], [], 'roots', [1], null, { 0: 'roots', length: 1 }])
      expect(isClientCapabilityList(v)).toBe(false);
  });
});

describe('profiles', () => {
  it('capabilitiesObject declares each name as an empty object; none for no names', () => {
    expect(capabilitiesObject(['roots', 'sampling'])).toEqual({ roots: {}, sampling: {} });
    expect(capabilitiesObject(undefined)).toEqual({});
  });

  it('ALL_CLIENT_PROFILES: every profile once, the fewest names first, then by name', () => {
    expect(ALL_CLIENT_PROFILES.map(profileText)).toEqual([
      'none',
      'elicitation',
      'roots',
      'sampling',
      'elicitation,roots',
      'elicitation,sampling',
      'roots,sampling',
      'elicitation,roots,sampling',
    ]);
  });

  it('profileText and sameProfile: absent is the empty profile, "none"', () => {
    expect(profileText(['roots', 'sampling'])).toBe('roots,sampling');
    expect(profileText(undefined)).toBe('none');
    expect(sameProfile(undefined, [])).toBe(true);
    expect(sameProfile(['roots'], ['roots', 'sampling'])).toBe(false);
  });

  it("profileOfCapabilities: a host's declared names held as objects; other capabilities and non-objects are no part (hostile)", () => {
    expect(profileOfCapabilities({ sampling: {}, roots: { listChanged: true }, experimental: { x: {} } })).toEqual(['roots', 'sampling']);
    expect(profileOfCapabilities({ roots: true, sampling: null, elicitation: [] })).toEqual([]);
    expect(profileOfCapabilities(JSON.parse('{"__proto__":{"roots":{}}}'))).toEqual([]);
    for (const v of [null, [], 'roots', undefined]) expect(profileOfCapabilities(v)).toEqual([]);
  });
});
