import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import * as github from '@actions/github';
import { ToolsealError } from '../core/errors.js';

export interface ReleaseTarget {
  token: string;
  owner: string;
  repo: string;
  /** The release's id when the event names it (a `release` event), else found by tag. */
  releaseId?: number;
  /** The tag, e.g. from GITHUB_REF `refs/tags/v1.2.3`. */
  tag?: string;
  /** GITHUB_API_URL (default https://api.github.com). */
  apiUrl?: string;
}

export interface UploadedAsset {
  name: string;
  url: string;
}

/** The release assets go to: its id and upload URL. */
export interface FoundRelease {
  id: number;
  upload_url: string;
}

function clientOf(target: ReleaseTarget) {
  if (!target.token) throw new ToolsealError('USAGE', 'upload-to-release needs a github-token');
  const octokit = github.getOctokit(target.token, target.apiUrl ? { baseUrl: target.apiUrl } : {});
  const { owner, repo } = target;
  const step = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      const status = (e as { status?: number }).status;
      throw new ToolsealError(
        'GITHUB_API_ERROR',
        `${what} (${owner}/${repo}) failed${status ? ` with HTTP ${status}` : ''}: ${(e as Error).message}${status === 403 ? ' (the job needs permissions: contents: write)' : ''}`,
        { cause: e },
      );
    }
  };
  return { octokit, step };
}

/**
 * Finds the release of a target (by id, else by tag): `GITHUB_API_ERROR` when there is none (a tag pushed
 * before its release was created), `USAGE` when the target names neither. The publisher calls it before
 * signing, so a run that could not upload leaves no Rekor entry behind.
 */
export async function findRelease(target: ReleaseTarget): Promise<FoundRelease> {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  if (target.releaseId !== undefined) {
    return (await step('reading the release', () => octokit.rest.repos.getRelease({ owner, repo, release_id: target.releaseId! }))).data;
  }
  if (target.tag) {
    const tag = target.tag;
    return (await step(`finding the release of tag ${tag}`, () => octokit.rest.repos.getReleaseByTag({ owner, repo, tag }))).data;
  }
  throw new ToolsealError('USAGE', 'upload-to-release needs a release: run on a release event or a tag push');
}

/**
 * Attaches files to a GitHub release (replacing an asset of the same name, so a re-run of the workflow
 * does not fail). `GITHUB_API_ERROR` with the status and the step that failed; the token is never shown.
 */
export async function uploadReleaseAssets(target: ReleaseTarget, files: string[], found?: FoundRelease): Promise<UploadedAsset[]> {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  const release = found ?? (await findRelease(target));
  const existing = await step('listing release assets', () =>
    octokit.paginate(octokit.rest.repos.listReleaseAssets, { owner, repo, release_id: release.id, per_page: 100 }),
  );
  // The upload host (uploads.github.com, or the server's own on GHES) comes from the release itself.
  const uploadBase = new URL(release.upload_url.replace(/\{.*\}$/, '')).origin;
  const uploaded: UploadedAsset[] = [];
  for (const file of files) {
    const name = basename(file);
    const old = existing.find((a) => a.name === name);
    if (old) await step(`replacing asset ${name}`, () => octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: old.id }));
    const data = readFileSync(file);
    const res = await step(`uploading ${name}`, () =>
      octokit.rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: release.id,
        name,
        // Octokit's type says string; the request sends the bytes as given.
        data: data as unknown as string,
        baseUrl: uploadBase,
        // fetch sets content-length from the bytes itself (and refuses one set by hand).
        headers: { 'content-type': 'application/json' },
      }),
    );
    uploaded.push({ name, url: res.data.browser_download_url });
  }
  return uploaded;
}

/** The release a workflow run is about: the `release` event's release id, else the tag of GITHUB_REF. */
export function releaseOfEvent(
  eventName: string | undefined,
  payload: unknown,
  ref: string | undefined,
): { releaseId?: number; tag?: string } {
  const release = (payload as { release?: { id?: unknown; tag_name?: unknown } } | undefined)?.release;
  if (eventName === 'release' && typeof release?.id === 'number') return { releaseId: release.id };
  if (ref?.startsWith('refs/tags/')) return { tag: ref.slice('refs/tags/'.length) };
  return {};
}

/** Releases read at most when looking for the previous bundle (newest first): 1,000. */
const MAX_RELEASE_PAGES = 10;

/** A previous release's bundle: its text, where it came from, and the release's tag. */
export interface PreviousBundleAsset {
  text: string;
  source: string;
  tag: string;
}

/**
 * The bundle asset (`assetName`) of the newest release published before this run's release, for
 * `previous-bundle: auto`: drafts, this release (by id or tag) and releases published after it are passed
 * over, and so is an earlier release without the asset. Undefined when no earlier release has one (the
 * first signed release). The asset is downloaded through the API (`Accept: application/octet-stream`,
 * which also serves a private repository's assets) with the bounded fetch and its redirect guard; the
 * token goes to the API's origin only, never to the storage host it redirects to.
 */
export async function findPreviousBundleAsset(target: ReleaseTarget, assetName: string): Promise<PreviousBundleAsset | undefined> {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  type Release = Awaited<ReturnType<typeof octokit.rest.repos.listReleases>>['data'][number];
  const all: Release[] = [];
  await step('listing releases', async () => {
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listReleases, { owner, repo, per_page: 100 })) {
      all.push(...page.data);
      if (++pages >= MAX_RELEASE_PAGES) break;
    }
  });
  const self = all.find((r) => r.id === target.releaseId || (target.tag !== undefined && r.tag_name === target.tag));
  const cutoff = self?.published_at ? Date.parse(self.published_at) : Infinity;
  const earlier = all
    .filter((r) => !r.draft && r.published_at && r !== self && r.tag_name !== target.tag && Date.parse(r.published_at) < cutoff)
    .sort((a, b) => Date.parse(b.published_at!) - Date.parse(a.published_at!));
  for (const r of earlier) {
    const asset = r.assets.find((a) => a.name === assetName);
    if (!asset) continue;
    const { readPathOrURL } = await import('../fs/read-path-or-url.js');
    const got = await readPathOrURL(asset.url, {
      headers: { accept: 'application/octet-stream', authorization: `token ${target.token}`, 'user-agent': 'toolseal' },
    });
    return { text: got.text, source: `${assetName} of release ${r.tag_name}`, tag: r.tag_name };
  }
  return undefined;
}
