import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../src/core/errors.js';
import { pullRequestFromEvent } from '../../src/github/pull-request.js';

describe('pullRequestFromEvent', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-event-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (name: string, payload: unknown) => {
    const path = join(dir, `${Math.random()}.json`);
    writeFileSync(path, JSON.stringify(payload));
    return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'octo-org/octo-repo' };
  };
  const pr = (head: string | null) => ({
    number: 12,
    pull_request: {
      number: 12,
      head: { sha: 'abc', repo: head === null ? null : { full_name: head } },
      base: { repo: { full_name: 'octo-org/octo-repo' } },
    },
    repository: { full_name: 'octo-org/octo-repo' },
  });

  it('reads a pull request from the same repository', () => {
    expect(pullRequestFromEvent(env('pull_request', pr('octo-org/octo-repo')))).toEqual({
      owner: 'octo-org',
      repo: 'octo-repo',
      number: 12,
      headSha: 'abc',
      fromFork: false,
    });
  });

  it("tells a fork's pull request apart (head in another repository, or a deleted fork)", () => {
    expect(pullRequestFromEvent(env('pull_request', pr('someone/octo-repo')))?.fromFork).toBe(true);
    expect(pullRequestFromEvent(env('pull_request', pr(null)))?.fromFork).toBe(true);
  });

  it('is undefined for a run that is not for a pull request', () => {
    expect(pullRequestFromEvent(env('push', {}))).toBeUndefined();
    expect(pullRequestFromEvent({})).toBeUndefined();
  });

  it('refuses a pull_request event without a number', () => {
    expect(() => pullRequestFromEvent(env('pull_request', {}))).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    let err: unknown;
    try {
      pullRequestFromEvent(env('pull_request', { number: 'x' }));
    } catch (e) {
      err = e;
    }
    expect(isToolsealError(err, 'INVALID_INPUT')).toBe(true);
  });
});
