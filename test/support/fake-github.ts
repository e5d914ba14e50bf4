import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './loopback-http.js';

/**
 * A fake GitHub REST API on 127.0.0.1 (port 0) with just the issue-comment endpoints a pull-request
 * comment needs, and `GET /user` (who the token is), behaving as api.github.com does where it matters to us: `per_page`/`page` pagination
 * with a `Link` header, `token`/`Bearer` authorization, 401 for an unknown token, 403 "Resource not
 * accessible by integration" for a read-only token (a fork's pull request), and 404 for other repositories.
 */

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: 'User' | 'Bot' };
  issue: number;
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  userAgent: string | undefined;
  body: unknown;
}

export type TokenAccess = 'write' | 'read';

export interface FakeGitHubOptions {
  /** `owner/name` this fake serves; others are 404. Default `octo-org/octo-repo`. */
  repository?: string;
  /** Tokens and what they may do. A token not listed is refused with 401. */
  tokens?: Record<string, TokenAccess>;
  /** The login a write token's comments are created under. Default `github-actions[bot]` (a Bot). */
  botLogin?: string;
  /**
   * Tokens of a user (a PAT), by login: `GET /user` answers with that login and their comments are that
   * user's. Any other token is an integration's (the Actions GITHUB_TOKEN): `GET /user` is 403 "Resource
   * not accessible by integration" and its comments are `botLogin`'s.
   */
  users?: Record<string, string>;
  /** Respond to `POST .../comments` with this status (e.g. 500) regardless of the token. */
  failCreateWith?: number;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  private readonly comments: FakeComment[] = [];
  private nextId = 1000;
  private server: Server | undefined;
  private readonly repository: string;
  private readonly tokens: Record<string, TokenAccess>;
  private readonly botLogin: string;
  private readonly users: Record<string, string>;
  failCreateWith: number | undefined;

  constructor(opts: FakeGitHubOptions = {}) {
    this.repository = opts.repository ?? 'octo-org/octo-repo';
    this.tokens = opts.tokens ?? {};
    this.botLogin = opts.botLogin ?? 'github-actions[bot]';
    this.users = opts.users ?? {};
    this.failCreateWith = opts.failCreateWith;
  }

  /** Starts listening on 127.0.0.1 at an ephemeral port; resolves to the API base URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(e) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const addr = this.server?.address() as AddressInfo | null;
    if (!addr) throw new Error('fake GitHub is not listening');
    return `http://127.0.0.1:${addr.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Seeds a comment, as if someone had posted it earlier. */
  addComment(issue: number, body: string, user: FakeComment['user'] = { login: 'octocat', type: 'User' }): FakeComment {
    const id = this.nextId++;
    const now = new Date(0).toISOString();
    const c: FakeComment = {
      id,
      body,
      user,
      issue,
      html_url: `https://github.com/${this.repository}/pull/${issue}#issuecomment-${id}`,
      created_at: now,
      updated_at: now,
    };
    this.comments.push(c);
    return c;
  }

  /** The comments on one issue or pull request, oldest first. */
  commentsOn(issue: number): FakeComment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(res, 400, { message: 'Problems parsing JSON' });
      }
    }
    const authorization = req.headers.authorization;
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization,
      userAgent: req.headers['user-agent'],
      body,
    });

    const token = /^(?:token|bearer) (.+)$/i.exec(authorization ?? '')?.[1];
    const access = token === undefined ? undefined : this.tokens[token];
    if (!access) return send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    const userLogin = Object.hasOwn(this.users, token!) ? this.users[token!] : undefined;

    if (url.pathname === '/user' && req.method === 'GET') {
      if (userLogin === undefined) return forbidden(res, 'https://docs.github.com/rest/users/users#get-the-authenticated-user');
      return send(res, 200, { login: userLogin, id: 1, type: 'User' });
    }

    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const repoOf = (m: RegExpExecArray) => `${m[1]}/${m[2]}`.toLowerCase();

    if (list && repoOf(list) === this.repository.toLowerCase()) {
      const issue = Number(list[3]);
      if (req.method === 'GET') return this.listComments(res, url, issue);
      if (req.method === 'POST') {
        if (this.failCreateWith) return send(res, this.failCreateWith, { message: 'Server Error' });
        if (access !== 'write') return forbidden(res);
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return send(res, 422, { message: 'Invalid request: body is required' });
        const c = this.addComment(issue, text, userLogin === undefined ? { login: this.botLogin, type: 'Bot' } : { login: userLogin, type: 'User' });
        return send(res, 201, c);
      }
    }
    if (one && repoOf(one) === this.repository.toLowerCase() && req.method === 'PATCH') {
      const c = this.comments.find((x) => x.id === Number(one[3]));
      if (!c) return send(res, 404, { message: 'Not Found' });
      if (access !== 'write') return forbidden(res);
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string') return send(res, 422, { message: 'Invalid request: body is required' });
      c.body = text;
      c.updated_at = new Date(1000).toISOString();
      return send(res, 200, c);
    }
    return send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  private listComments(res: ServerResponse, url: URL, issue: number): void {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const all = this.commentsOn(issue);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const items = all.slice((page - 1) * perPage, page * perPage);
    const link = (p: number, rel: string) => {
      const u = new URL(url.pathname, this.url);
      u.searchParams.set('per_page', String(perPage));
      u.searchParams.set('page', String(p));
      return `<${u.href}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    send(res, 200, items, links.length ? { link: links.join(', ') } : {});
  }
}

function forbidden(res: ServerResponse, documentationUrl = 'https://docs.github.com/rest/issues/comments#create-an-issue-comment'): void {
  send(res, 403, {
    message: 'Resource not accessible by integration',
    documentation_url: documentationUrl,
    status: '403',
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

