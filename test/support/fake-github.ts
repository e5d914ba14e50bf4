import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './loopback-http.js';

/**
 * A fake GitHub REST API on 127.0.0.1 (port 0) with just the issue-comment endpoints a pull-request
 * comment needs, and `GET /user` (who the token is), behaving as api.github.com does where it matters to us: `per_page`/`page` pagination
 * with a `Link` header, `token`/`Bearer` authorization, 401 for an unknown token, 403 "Resource not
 * accessible by integration" for a read-only token (a fork's pull request), and 404 for other repositories.
 *
 * Also the attestation store (`POST /repos/{o}/{r}/attestations`, indexed by the in-toto subjects of the
 * bundle's DSSE payload as GitHub indexes them; `GET /repos/{o}/{r}/attestations/{digest}` and
 * `GET /orgs/{o}/attestations/{digest}`, 404 when none, readable without a token unless the repository is
 * private) and releases with assets (list newest first, by id or tag, upload on the same host, delete,
 * and download through `GET …/releases/assets/{id}` with `Accept: application/octet-stream`, which
 * redirects to a storage path as GitHub does).
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
  /** The repository is private: reads without a token are 404, as GitHub answers them. */
  privateRepository?: boolean;
  /** The most items a page holds whatever `per_page` asks (to exercise pagination with few items). */
  maxPerPage?: number;
  /** Tokens refused `POST …/attestations` with 403 (a job without `attestations: write`). */
  noAttestationsWrite?: string[];
}

export interface FakeAttestation {
  id: number;
  repository: string;
  digests: string[];
  bundle: unknown;
}

export interface FakeAsset {
  id: number;
  name: string;
  content: string;
}

export interface FakeRelease {
  id: number;
  tag_name: string;
  draft: boolean;
  prerelease: boolean;
  created_at: string;
  published_at: string | null;
  assets: FakeAsset[];
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
  readonly attestations: FakeAttestation[] = [];
  readonly releases: FakeRelease[] = [];
  private readonly privateRepository: boolean;
  private readonly maxPerPage: number;
  private readonly noAttestationsWrite: Set<string>;

  constructor(opts: FakeGitHubOptions = {}) {
    this.repository = opts.repository ?? 'octo-org/octo-repo';
    this.tokens = opts.tokens ?? {};
    this.botLogin = opts.botLogin ?? 'github-actions[bot]';
    this.users = opts.users ?? {};
    this.failCreateWith = opts.failCreateWith;
    this.privateRepository = opts.privateRepository ?? false;
    this.maxPerPage = opts.maxPerPage ?? 100;
    this.noAttestationsWrite = new Set(opts.noAttestationsWrite ?? []);
  }

  /** Stores a bundle as `POST …/attestations` would (also for another repository than the one served). */
  addAttestation(bundle: unknown, repository = this.repository): FakeAttestation {
    const a = { id: this.nextId++, repository, digests: subjectDigestsOf(bundle), bundle };
    this.attestations.push(a);
    return a;
  }

  /** Seeds a release; `published_at` orders them (a draft has none). */
  addRelease(tag: string, options: { draft?: boolean; prerelease?: boolean; publishedAt?: string } = {}): FakeRelease {
    const id = this.nextId++;
    const at = options.publishedAt ?? new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
    const r: FakeRelease = {
      id,
      tag_name: tag,
      draft: options.draft ?? false,
      prerelease: options.prerelease ?? false,
      created_at: at,
      published_at: options.draft ? null : at,
      assets: [],
    };
    this.releases.push(r);
    return r;
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
    if (token !== undefined && !access)
      return send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    if (await this.handleStore(req, res, url, raw, body, token, access)) return;
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
        const c = this.addComment(
          issue,
          text,
          userLogin === undefined ? { login: this.botLogin, type: 'Bot' } : { login: userLogin, type: 'User' },
        );
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

  /** Attestations and releases; true when the request was one of theirs. */
  private async handleStore(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    raw: string,
    body: unknown,
    token: string | undefined,
    access: TokenAccess | undefined,
  ): Promise<boolean> {
    const served = this.repository.toLowerCase();
    const repoPath = /^\/repos\/([^/]+)\/([^/]+)\/(.+)$/.exec(url.pathname);
    const orgPath = /^\/orgs\/([^/]+)\/attestations\/(sha256:[0-9a-f]{64})$/.exec(url.pathname);
    const canRead = access !== undefined || !this.privateRepository;
    if (orgPath && req.method === 'GET') {
      const owner = orgPath[1]!.toLowerCase();
      const found = this.attestations.filter(
        (a) =>
          a.repository.split('/')[0]!.toLowerCase() === owner &&
          a.digests.includes(orgPath[2]!) &&
          (canRead || a.repository.toLowerCase() !== served),
      );
      if (found.length === 0) send(res, 404, { message: 'Not Found' });
      else
        this.sendPage(
          res,
          url,
          found.map((a) => ({ repository_id: 1, bundle: a.bundle })),
          (items) => ({ attestations: items }),
        );
      return true;
    }
    if (!repoPath) return false;
    const repo = `${repoPath[1]}/${repoPath[2]}`.toLowerCase();
    const rest = repoPath[3]!;
    const notFound = () => send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    if (rest === 'attestations' && req.method === 'POST') {
      if (!access) send(res, 401, { message: 'Requires authentication' });
      else if (repo !== served) notFound();
      else if (access !== 'write' || this.noAttestationsWrite.has(token!))
        forbidden(res, 'https://docs.github.com/rest/repos/repos#create-an-attestation');
      else {
        const bundle = (body as { bundle?: unknown } | undefined)?.bundle;
        const digests = subjectDigestsOf(bundle);
        if (digests.length === 0) send(res, 422, { message: 'Invalid bundle' });
        else send(res, 201, { id: this.addAttestation(bundle, this.repository).id });
      }
      return true;
    }
    const byDigest = /^attestations\/(sha256:[0-9a-f]{64})$/.exec(rest);
    if (byDigest && req.method === 'GET') {
      const found = this.attestations.filter((a) => a.repository.toLowerCase() === repo && a.digests.includes(byDigest[1]!));
      if (repo !== served || !canRead || found.length === 0) notFound();
      else
        this.sendPage(
          res,
          url,
          found.map((a) => ({ repository_id: 1, bundle: a.bundle })),
          (items) => ({ attestations: items }),
        );
      return true;
    }
    if (!rest.startsWith('releases')) return false;
    if (repo !== served || !canRead) {
      notFound();
      return true;
    }
    const uploadURL = (r: FakeRelease) => `${this.url}/repos/${this.repository}/releases/${r.id}/assets{?name,label}`;
    const assetJSON = (a: FakeAsset) => ({
      id: a.id,
      name: a.name,
      size: Buffer.byteLength(a.content),
      url: `${this.url}/repos/${this.repository}/releases/assets/${a.id}`,
      browser_download_url: `https://github.com/${this.repository}/releases/download/x/${a.name}`,
    });
    const releaseJSON = (r: FakeRelease) => ({ ...r, upload_url: uploadURL(r), assets: r.assets.map(assetJSON) });
    // Drafts are visible only to a token that can write, as on GitHub.
    const visible = this.releases.filter((r) => !r.draft || access === 'write');
    let m: RegExpExecArray | null;
    if (rest === 'releases' && req.method === 'GET') {
      const newestFirst = [...visible].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      this.sendPage(res, url, newestFirst.map(releaseJSON), (items) => items);
    } else if ((m = /^releases\/(\d+)$/.exec(rest)) && req.method === 'GET') {
      const r = visible.find((x) => x.id === Number(m![1]));
      if (r) send(res, 200, releaseJSON(r));
      else notFound();
    } else if ((m = /^releases\/tags\/(.+)$/.exec(rest)) && req.method === 'GET') {
      const r = this.releases.find((x) => !x.draft && x.tag_name === decodeURIComponent(m![1]!));
      if (r) send(res, 200, releaseJSON(r));
      else notFound();
    } else if ((m = /^releases\/(\d+)\/assets$/.exec(rest))) {
      const r = visible.find((x) => x.id === Number(m![1]));
      if (!r) notFound();
      else if (req.method === 'GET') this.sendPage(res, url, r.assets.map(assetJSON), (items) => items);
      else if (req.method === 'POST') {
        const name = url.searchParams.get('name') ?? '';
        if (access !== 'write') forbidden(res);
        else if (r.assets.some((a) => a.name === name))
          send(res, 422, { message: 'Validation Failed', errors: [{ code: 'already_exists' }] });
        else {
          const a = { id: this.nextId++, name, content: raw };
          r.assets.push(a);
          send(res, 201, assetJSON(a));
        }
      } else notFound();
    } else if ((m = /^releases\/assets\/(\d+)$/.exec(rest))) {
      const owner = this.releases.find((r) => r.assets.some((a) => a.id === Number(m![1])));
      const a = owner?.assets.find((x) => x.id === Number(m![1]));
      if (!owner || !a || (owner.draft && access !== 'write')) notFound();
      else if (req.method === 'DELETE') {
        if (access !== 'write') forbidden(res);
        else {
          owner.assets.splice(owner.assets.indexOf(a), 1);
          res.writeHead(204).end();
        }
      } else if (req.method === 'GET' && req.headers.accept === 'application/octet-stream') {
        res.writeHead(302, { location: `${this.url}/repos/${this.repository}/releases/storage/${a.id}` }).end();
      } else if (req.method === 'GET') send(res, 200, assetJSON(a));
      else notFound();
    } else if ((m = /^releases\/storage\/(\d+)$/.exec(rest)) && req.method === 'GET') {
      const a = this.releases.flatMap((r) => r.assets).find((x) => x.id === Number(m![1]));
      if (a) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(a.content);
      else notFound();
    } else notFound();
    return true;
  }

  /** One page of a list (`per_page`, `page`, capped by maxPerPage) with GitHub's `Link` header. */
  private sendPage(res: ServerResponse, url: URL, all: unknown[], wrap: (items: unknown[]) => unknown): void {
    const perPage = Math.min(this.maxPerPage, 100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
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
    send(res, 200, wrap(items), links.length ? { link: links.join(', ') } : {});
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

/** The `sha256:<hex>` subject digests of a bundle's in-toto statement, as GitHub indexes an attestation. */
function subjectDigestsOf(bundle: unknown): string[] {
  try {
    const payload = (bundle as { dsseEnvelope?: { payload?: string } }).dsseEnvelope?.payload;
    const statement = JSON.parse(Buffer.from(payload ?? '', 'base64').toString('utf8')) as {
      subject?: Array<{ digest?: { sha256?: string } }>;
    };
    return (statement.subject ?? []).flatMap((s) => (s.digest?.sha256 ? [`sha256:${s.digest.sha256}`] : []));
  } catch {
    return [];
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
