import { createHash } from 'node:crypto';
import { getOctokit } from '@actions/github';
import { ToolsealError } from '../core/errors.js';
import { mdMarker } from '../core/text/markdown.js';

/** What `upsert` did with the pull-request comment. */
export interface CommentResult {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
}

/**
 * One comment per pull request and key, kept current: the side effect the check action has, behind an
 * interface so `run(inputs, deps)` can be driven without GitHub.
 */
export interface CommentSink {
  /**
   * Updates the comment in place, or creates it when there is none. The body must start with the sink's
   * marker. With `create: false` an absent comment stays absent (nothing worth a new comment) and the
   * result is undefined.
   */
  upsert(body: string, options?: { create?: true }): Promise<CommentResult>;
  upsert(body: string, options: UpsertOptions): Promise<CommentResult | undefined>;
}

export interface UpsertOptions {
  /** Create the comment when none carries the marker (default true). */
  create?: boolean;
}

export interface GitHubCommentSinkOptions {
  /** The job's token or a PAT. Used only in the Authorization header, never printed. */
  token: string;
  /** REST API base URL; default `GITHUB_API_URL`, else https://api.github.com (GitHub Enterprise sets it). */
  apiUrl?: string;
  owner: string;
  repo: string;
  /** The pull request's number (its issue number). */
  issueNumber: number;
  /** The hidden marker that identifies this comment among the pull request's comments (see `commentMarker`). */
  marker: string;
  /**
   * The login whose comments are this sink's (only theirs are found by the marker). Default: the token's
   * own account, by `GET /user`; for a token that cannot ask (the Actions GITHUB_TOKEN answers 403)
   * `github-actions[bot]`, the author of that token's comments. Set it for a GitHub App's token (`<app>[bot]`).
   */
  author?: string;
}

/** Who writes comments with the Actions GITHUB_TOKEN (no user may take a login with `[` in it). */
const GITHUB_ACTIONS_BOT = 'github-actions[bot]';

/** What the comment's key reads of a server's spec (its kind, and the id a config or a flag gives it). */
interface KeyedServer {
  kind: string;
  /** A config's server id (`kind: 'config'`). */
  server?: string;
  /** `--server-id` of a command line or URL. */
  serverId?: string;
}

/**
 * The comment's key: the lock path and the server id the inputs name (`server` of a config, `server-id`),
 * or `*` when they name none (every server of the input). Never the command line, URL or file a server is
 * read from: a pull request that changes how a server starts keeps its one comment, and each job of a
 * matrix over servers keeps its own. Known before anything runs, so a step that fails early finds the same
 * comment. Hashed, as the marker is visible in the comment's source.
 */
export function commentKey(lock: string, server: KeyedServer): string {
  const id = server.kind === 'config' ? server.server : server.kind === 'snapshot' ? undefined : server.serverId;
  return createHash('sha256')
    .update(JSON.stringify([lock, id ?? '*']))
    .digest('hex')
    .slice(0, 12);
}

/** The hidden marker for a check comment: one per key, so a matrix of check jobs keeps one comment each. */
export function commentMarker(key: string): string {
  return mdMarker(`toolseal-check ${key.replace(/[^A-Za-z0-9_.:/@ -]/g, '_')}`);
}

interface ListedComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login?: string; type?: string } | null;
}

/**
 * A pull-request comment through GitHub's REST API (the real `@actions/github` client). The comment is
 * found by its marker on every page of the pull request's comments (a busy pull request has more than one
 * page), created if absent and updated in place if present. Only comments written by the token's own
 * account count (see {@link GitHubCommentSinkOptions.author}): anyone can post the marker, and a planted
 * comment taken as ours would be edited by us, or would make a changed report look already posted.
 *
 * A 403 or 404 on create or update (a read-only token, as a fork's pull request gets) is
 * `COMMENT_NOT_PERMITTED`; any other API failure is `GITHUB_API_ERROR`. Neither message carries the token.
 */
export class GitHubCommentSink implements CommentSink {
  private readonly octokit: ReturnType<typeof getOctokit>;

  constructor(private readonly opts: GitHubCommentSinkOptions) {
    if (!opts.token) throw new ToolsealError('USAGE', 'no GitHub token for the pull-request comment: set github-token or comment: false');
    this.octokit = getOctokit(opts.token, { baseUrl: opts.apiUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com' });
  }

  upsert(body: string, options?: { create?: true }): Promise<CommentResult>;
  upsert(body: string, options: UpsertOptions): Promise<CommentResult | undefined>;
  async upsert(body: string, options: UpsertOptions = {}): Promise<CommentResult | undefined> {
    const { owner, repo, issueNumber, marker } = this.opts;
    if (!body.startsWith(marker)) throw new ToolsealError('USAGE', 'a comment body must start with its marker');
    const existing = await this.find();
    if (!existing) {
      if (options.create === false) return undefined;
      const created = await this.call('create the pull-request comment', () =>
        this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }),
      );
      return { action: 'created', id: created.data.id, url: created.data.html_url };
    }
    if (existing.body === body) return { action: 'unchanged', id: existing.id, url: existing.html_url };
    const updated = await this.call('update the pull-request comment', () =>
      this.octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body }),
    );
    return { action: 'updated', id: updated.data.id, url: updated.data.html_url };
  }

  /** The login this sink's comments are written by: the given author, else the token's account. */
  private async author(): Promise<string> {
    if (this.opts.author) return this.opts.author;
    try {
      const { data } = await this.octokit.rest.users.getAuthenticated();
      if (typeof data.login === 'string' && data.login) return data.login;
    } catch (e) {
      // The Actions GITHUB_TOKEN (an integration's token) may not read /user: 403 "Resource not accessible
      // by integration". Its comments are github-actions[bot]'s.
      if ((e as { status?: unknown }).status === 403) return GITHUB_ACTIONS_BOT;
      return this.call('read its own account (GET /user)', () => Promise.reject(e));
    }
    throw new ToolsealError('GITHUB_API_ERROR', 'GET /user answered without a login');
  }

  /** Our comment carrying the marker, from all pages of the pull request's comments. */
  private async find(): Promise<ListedComment | undefined> {
    const { owner, repo, issueNumber, marker } = this.opts;
    const author = asciiLowerCase(await this.author());
    const found: ListedComment[] = [];
    await this.call("list the pull request's comments", async () => {
      const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      });
      for await (const page of pages) {
        for (const c of page.data as ListedComment[]) {
          const by = c.user?.login;
          if (typeof by === 'string' && asciiLowerCase(by) === author && typeof c.body === 'string' && c.body.startsWith(marker))
            found.push(c);
        }
      }
    });
    // The oldest of ours: the one every earlier run updated.
    return found[0];
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      const status = (e as { status?: unknown }).status;
      const where = `${this.opts.owner}/${this.opts.repo}#${this.opts.issueNumber}`;
      if (status === 403 || status === 404) {
        throw new ToolsealError(
          'COMMENT_NOT_PERMITTED',
          `the token cannot ${what} on ${where} (HTTP ${status}: a read-only token, or a job without pull-requests: write)`,
          { cause: e },
        );
      }
      const detail = typeof status === 'number' ? `HTTP ${status}` : 'no response';
      throw new ToolsealError('GITHUB_API_ERROR', `could not ${what} on ${where} (${detail})`, { cause: e });
    }
  }
}

/** Logins are ASCII and GitHub compares them ignoring case; full Unicode folding would also fold look-alikes. */
function asciiLowerCase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}
