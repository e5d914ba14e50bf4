import { isToolsealError } from '../../../src/core/errors.js';
import { GITHUB_SIGSTORE, PUBLIC_GOOD, publisherEndpointsOf, sigstoreChoiceOf } from '../../../src/sigstore/sign.js';

/** The publisher's `sigstore` input: which instance signs, and so what becomes public. */
describe('publisherEndpointsOf', () => {
  it('auto signs a public repository with public-good: Fulcio and the public Rekor log', () => {
    expect(publisherEndpointsOf('auto', 'public', {})).toEqual({
      instance: 'public-good',
      endpoints: { ...PUBLIC_GOOD, tsaURL: undefined },
    });
  });

  it("auto signs a private or internal repository, or one of unknown visibility, with GitHub's instance: no transparency log", () => {
    for (const visibility of ['private', 'internal', undefined]) {
      const { instance, endpoints } = publisherEndpointsOf('auto', visibility, {});
      expect(instance).toBe('github');
      expect(endpoints).toEqual({ fulcioURL: GITHUB_SIGSTORE.fulcioURL, tsaURL: GITHUB_SIGSTORE.tsaURL });
      expect(endpoints.rekorURL).toBeUndefined();
    }
  });

  it('an explicit choice wins over the visibility', () => {
    expect(publisherEndpointsOf('public-good', 'private', {}).instance).toBe('public-good');
    expect(publisherEndpointsOf('github', 'public', {}).instance).toBe('github');
  });

  it('explicit fulcio-url / rekor-url win over the choice and are used exactly (no log unless rekor-url is given)', () => {
    expect(
      publisherEndpointsOf('github', 'private', { fulcioURL: 'https://fulcio.example', rekorURL: 'https://rekor.example' }).endpoints,
    ).toEqual({
      fulcioURL: 'https://fulcio.example',
      rekorURL: 'https://rekor.example',
      tsaURL: undefined,
    });
    expect(
      publisherEndpointsOf('public-good', 'public', { fulcioURL: 'https://fulcio.example', tsaURL: 'https://tsa.example' }).endpoints
        .rekorURL,
    ).toBeUndefined();
    // Neither a log nor a timestamp authority: nothing to take the signing time from.
    let code: string | undefined;
    try {
      publisherEndpointsOf('public-good', 'public', { fulcioURL: 'https://fulcio.example' });
    } catch (e) {
      code = isToolsealError(e) ? e.code : 'other';
    }
    expect(code).toBe('USAGE');
  });

  it('reads the input strictly', () => {
    expect(sigstoreChoiceOf('')).toBe('auto');
    expect(() => sigstoreChoiceOf('public')).toThrow(/public-good, github or auto/);
  });
});
