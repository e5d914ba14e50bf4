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
    upsert(body: string, options?: {
        create?: true;
    }): Promise<CommentResult>;
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
export declare function commentKey(lock: string, server: KeyedServer): string;
/** The hidden marker for a check comment: one per key, so a matrix of check jobs keeps one comment each. */
export declare function commentMarker(key: string): string;
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
export declare class GitHubCommentSink implements CommentSink {
    private readonly opts;
    private readonly octokit;
    constructor(opts: GitHubCommentSinkOptions);
    upsert(body: string, options?: {
        create?: true;
    }): Promise<CommentResult>;
    upsert(body: string, options: UpsertOptions): Promise<CommentResult | undefined>;
    /** The login this sink's comments are written by: the given author, else the token's account. */
    private author;
    /** Our comment carrying the marker, from all pages of the pull request's comments. */
    private find;
    private call;
}
export {};
