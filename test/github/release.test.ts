import { releaseOfEvent } from '../../src/github/release.js';

// Which release a workflow run is about. The HTTP side (findRelease, uploadReleaseAssets) runs against a
// local fake GitHub in test/e2e/publish-action.
describe('releaseOfEvent', () => {
  it("a release event: the release's id", () => {
    expect(releaseOfEvent('release', { release: { id: 42, tag_name: 'v1.0.0' } }, 'refs/tags/v1.0.0')).toEqual({ releaseId: 42 });
  });

  it('a push of a tag: the tag, refs/tags/ taken off', () => {
    expect(releaseOfEvent('push', {}, 'refs/tags/v1.2.3')).toEqual({ tag: 'v1.2.3' });
  });

  it('a release event whose id is not a number falls back to the tag, never takes a string id (hostile)', () => {
    expect(releaseOfEvent('release', { release: { id: '42/../../x' } }, 'refs/tags/v1')).toEqual({ tag: 'v1' });
    expect(releaseOfEvent('release', undefined, undefined)).toEqual({});
  });

  it('twin: a branch push or a pull request is about no release', () => {
    expect(releaseOfEvent('push', {}, 'refs/heads/main')).toEqual({});
    expect(releaseOfEvent('pull_request', { release: { id: 1 } }, 'refs/pull/7/merge')).toEqual({});
  });
});
