// GitHub's attestation store: where the publisher action keeps each bundle beside the repository, and
// where `verify --repo` / `--owner` finds the bundles for a manifest digest (as `gh attestation verify`).
import { ToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';
import { assertGitHubOwner, assertGitHubRepository } from '../core/statement/github-names.js';
import { httpStatusOf, isLoopback, readPathOrURL } from '../fs/read-path-or-url.js';

/** GitHub's REST API when GITHUB_API_URL is not set. */
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** Attestations asked for per page (the API's maximum), and pages read at most. */
const ATTESTATIONS_PER_PAGE = 100;
const MAX_ATTESTATION_PAGES = 10;
/** Attestations taken at most, over every page together (gh's own limit): a page of 3,000 is cut there too. */
const MAX_ATTESTATIONS = 1000;

/** The largest page of attestations read (a hundred bundles of a large surface fit). */
const MAX_ATTESTATION_PAGE_BYTES = 64 * 1024 * 1024;

/** Whose attestations: one repository's, or every repository's of an owner (`/orgs/{owner}/…`). */
export type AttestationScope = { repo: string } | { owner: string };

/** One stored bundle: its JSON text, and where it came from (for messages). */
export interface StoredBundle {
  text: string;
  source: string;
}

export interface ListAttestationsOptions {
  scope: AttestationScope;
  /** `sha256:<hex>`: the subject digest looked up. */
  digest: string;
  /** GITHUB_API_URL (default {@link DEFAULT_GITHUB_API_URL}). */
  apiUrl?: string;
  /** GITHUB_TOKEN, when set: private repositories and a higher rate limit. Never shown. */
  token?: string;
  perPage?: number;
  maxPages?: number;
  /** The most attestations taken over every page (default {@link MAX_ATTESTATIONS}). */
  maxAttestations?: number;
  timeoutMs?: number;
  /** The command's deadline (`--timeout`): every page and bundle fetch ends with it. */
  signal?: AbortSignal;
}

/**
 * The bundles stored for a subject digest, oldest API page first, following the `Link: rel="next"`
 * header for at most {@link MAX_ATTESTATION_PAGES} pages and {@link MAX_ATTESTATIONS} attestations in all,
 * each read through the bounded fetch with its redirect guard. A `bundle_url` is only ever fetched, never
 * read as a path: https (plain http only when the API itself is on this machine, as in tests), with the
 * same redirect rule and bound as `--bundle`, and no further inside than the API's own address. A 404 is "none stored" (what the API answers for an unknown digest); 401 and 403 are
 * `GITHUB_API_ERROR` naming the token; a next page on another origin is refused (it would be sent the token).
 */
export async function listAttestationBundles(options: ListAttestationsOptions): Promise<StoredBundle[]> {
  if (!/^sha256:[0-9a-f]{64}$/.test(options.digest))
    throw new ToolsealError('USAGE', `not a sha256 digest: ${JSON.stringify(options.digest)}`);
  if ('repo' in options.scope) assertGitHubRepository(options.scope.repo);
  else assertGitHubOwner(options.scope.owner);
  const base = new URL((options.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '') + '/');
  const path =
    'repo' in options.scope
      ? `repos/${options.scope.repo.split('/').map(encodeURIComponent).join('/')}/attestations/${options.digest}`
      : `orgs/${encodeURIComponent(options.scope.owner)}/attestations/${options.digest}`;
  let next: URL | undefined = new URL(path, base);
  next.searchParams.set('per_page', String(options.perPage ?? ATTESTATIONS_PER_PAGE));
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'toolseal',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const maxPages = options.maxPages ?? MAX_ATTESTATION_PAGES;
  const maxAttestations = options.maxAttestations ?? MAX_ATTESTATIONS;
  const bundles: StoredBundle[] = [];
  for (let page = 1; next !== undefined && page <= maxPages && bundles.length < maxAttestations; page++) {
    let answer: Awaited<ReturnType<typeof readPathOrURL>>;
    try {
      answer = await readPathOrURL(next.href, {
        headers,
        maxBytes: MAX_ATTESTATION_PAGE_BYTES,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
      });
    } catch (e) {
      const status = httpStatusOf(e);
      if (status === 404 && page === 1) return [];
      if (status === 401 || status === 403) {
        throw new ToolsealError(
          'GITHUB_API_ERROR',
          `${next.origin}${next.pathname}: HTTP ${status}: ${options.token ? 'the token may not read attestations of' : 'set GITHUB_TOKEN to read attestations of'} ${'repo' in options.scope ? options.scope.repo : options.scope.owner}`,
          { cause: e },
        );
      }
      throw e;
    }
    const doc = parseJsonStrict(answer.text, answer.source) as { attestations?: unknown } | null;
    const list = doc?.attestations;
    if (!Array.isArray(list)) throw new ToolsealError('GITHUB_API_ERROR', `${answer.source}: the answer has no attestations list`);
    for (const [i, item] of list.entries()) {
      if (bundles.length >= maxAttestations) break;
      const source = `attestation ${bundles.length + 1} (${answer.source}, page ${page}, #${i + 1})`;
      const bundle = (item as { bundle?: unknown } | null)?.bundle;
      const bundleUrl = (item as { bundle_url?: unknown } | null)?.bundle_url;
      if (bundle !== undefined && bundle !== null) bundles.push({ text: JSON.stringify(bundle), source });
      else if (typeof bundleUrl === 'string') {
        const url = bundleUrlOf(bundleUrl, base, source);
        const fetched = await readPathOrURL(url.href, {
          timeoutMs: options.timeoutMs,
          signal: options.signal,
          within: answer.addressClass,
        });
        bundles.push({ text: fetched.text, source });
      } else bundles.push({ text: 'null', source });
    }
    next = nextPage(answer.headers?.get('link') ?? null, base);
  }
  return bundles;
}

/**
 * A `bundle_url` the API answered with, as a URL that may be fetched: absolute, https (plain http only to
 * this machine, and only when the API is there too), without credentials. A path, `file:`, or any other
 * text is refused (`GITHUB_API_ERROR`), never opened. The URL is not echoed (its query may be a signed key).
 */
function bundleUrlOf(text: string, api: URL, source: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ToolsealError('GITHUB_API_ERROR', `${source}: its bundle_url is not an absolute URL; not read`);
  }
  const https = url.protocol === 'https:';
  const localHttp = url.protocol === 'http:' && isLoopback(url) && isLoopback(api);
  if (!https && !localHttp) {
    throw new ToolsealError(
      'GITHUB_API_ERROR',
      `${source}: its bundle_url is ${url.protocol.slice(0, 20)}//${url.protocol === 'http:' ? url.host : '…'}, not https; not fetched`,
    );
  }
  if (url.username !== '' || url.password !== '')
    throw new ToolsealError('GITHUB_API_ERROR', `${source}: its bundle_url carries credentials; not fetched`);
  return url;
}

/** The `rel="next"` URL of a Link header; only on the API's own origin (the token goes with it). */
function nextPage(link: string | null, base: URL): URL | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!m || !/\brel="?next"?/.test(m[2]!)) continue;
    let url: URL;
    try {
      url = new URL(m[1]!, base);
    } catch {
      throw new ToolsealError('GITHUB_API_ERROR', `${base.origin}: an unusable next-page link`);
    }
    if (url.origin !== base.origin)
      throw new ToolsealError('GITHUB_API_ERROR', `${base.origin}: the next page is on another origin (${url.origin}); not followed`);
    return url;
  }
  return undefined;
}

export interface StoreTarget {
  token: string;
  owner: string;
  repo: string;
  /** GITHUB_API_URL. */
  apiUrl?: string;
  /** GITHUB_SERVER_URL, for the attestation's page (default https://github.com). */
  serverUrl?: string;
}

/** The outcome of storing: stored (id and page), or not permitted (a token without `attestations: write`). */
export type StoreOutcome = { stored: true; id: string; url: string } | { stored: false; status: number };

/**
 * Stores a bundle with `POST /repos/{owner}/{repo}/attestations`, as actions/attest does. A 403 or 404
 * (a token without `attestations: write`, or a plan without the store) is an outcome, not an error: the
 * caller says so and carries on. Anything else is `GITHUB_API_ERROR`; the token is never shown.
 */
export async function storeAttestation(target: StoreTarget, bundle: unknown): Promise<StoreOutcome> {
  // Loaded here: the verifying side of this file runs in the CLI, which does not need Octokit.
  const github = await import('@actions/github');
  const octokit = github.getOctokit(target.token, target.apiUrl ? { baseUrl: target.apiUrl } : {});
  const { owner, repo } = target;
  let data: unknown;
  try {
    data = (await octokit.request('POST /repos/{owner}/{repo}/attestations', { owner, repo, bundle: bundle as never })).data;
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === 403 || status === 404) return { stored: false, status };
    throw new ToolsealError(
      'GITHUB_API_ERROR',
      `storing the attestation (${owner}/${repo}) failed${status ? ` with HTTP ${status}` : ''}: ${(e as Error).message}`,
      { cause: e },
    );
  }
  const id = (data as { id?: unknown } | null)?.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id) === '') {
    throw new ToolsealError('GITHUB_API_ERROR', `storing the attestation (${owner}/${repo}): the answer has no id`);
  }
  const server = (target.serverUrl || 'https://github.com').replace(/\/+$/, '');
  return { stored: true, id: String(id), url: `${server}/${owner}/${repo}/attestations/${encodeURIComponent(String(id))}` };
}
