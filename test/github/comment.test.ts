import { isToolsealError } from '../../src/core/errors.js';
import { commentKey, commentMarker, GitHubCommentSink } from '../../src/github/comment.js';
import type { ServerSpec } from '../../src/mcp/server/server-spec.js';
import { FakeGitHub } from '../support/fake-github.js';

const WRITE = 'ghs_write_token_0123456789';
const READ = 'ghs_read_token_0123456789';
const PAT = 'ghp_maintainer_token_0123456789';

describe('GitHubCommentSink (real @actions/github client against a fake GitHub REST API)', () => {
  let gh: FakeGitHub;
  let apiUrl: string;
  beforeEach(async () => {
    gh = new FakeGitHub({ tokens: { [WRITE]: 'write', [READ]: 'read', [PAT]: 'write' }, users: { [PAT]: 'octo-maintainer' } });
    apiUrl = await gh.start();
  });
  afterEach(() => gh.stop());

  const sink = (opts: { token?: string; issue?: number; key?: string; author?: string } = {}) =>
    new GitHubCommentSink({
      token: opts.token ?? WRITE,
      apiUrl,
      owner: 'octo-org',
      repo: 'octo-repo',
      issueNumber: opts.issue ?? 7,
      marker: commentMarker(opts.key ?? 'k1'),
      ...(opts.author === undefined ? {} : { author: opts.author }),
    });
  const body = (text: string, key = 'k1') => `${commentMarker(key)}\n${text}`;

  describe('on a pull request without the comment', () => {
    it('creates it once, then updates the same comment in place', async () => {
      expect((await sink().upsert(body('first'))).action).toBe('created');
      const second = await sink().upsert(body('second'));
      expect(second.action).toBe('updated');
      expect(gh.commentsOn(7)).toHaveLength(1);
      expect(gh.commentsOn(7)[0]!.body).toBe(body('second'));
      expect(second.id).toBe(gh.commentsOn(7)[0]!.id);
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    });

    it('with create: false writes nothing and returns undefined', async () => {
      expect(await sink().upsert(body('matched'), { create: false })).toBeUndefined();
      expect(gh.commentsOn(7)).toHaveLength(0);
      expect(gh.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    });

    it('control: with create: false an existing comment is still updated', async () => {
      await sink().upsert(body('changed'));
      expect((await sink().upsert(body('matched'), { create: false }))?.action).toBe('updated');
      expect(gh.commentsOn(7).map((c) => c.body)).toEqual([body('matched')]);
    });

    it('does not write when the body is already the same', async () => {
      await sink().upsert(body('same'));
      expect((await sink().upsert(body('same'))).action).toBe('unchanged');
      expect(gh.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
    });

    it('keeps one comment per key (a matrix of check jobs)', async () => {
      await sink({ key: 'a' }).upsert(body('a', 'a'));
      await sink({ key: 'b' }).upsert(body('b', 'b'));
      await sink({ key: 'a' }).upsert(body('a2', 'a'));
      expect(gh.commentsOn(7).map((c) => c.body)).toEqual([body('a2', 'a'), body('b', 'b')]);
    });

    it('sends the token only as the Authorization header of the configured API URL', async () => {
      await sink().upsert(body('x'));
      expect(gh.requests.length).toBeGreaterThan(0);
      for (const r of gh.requests) {
        expect(r.authorization).toMatch(new RegExp(`^(token|Bearer) ${WRITE}$`));
        expect(JSON.stringify([r.path, r.query, r.body])).not.toContain(WRITE);
      }
    });
  });

  describe('when the marker is on a later page of comments', () => {
    it('finds it there and updates it instead of creating a second one', async () => {
      for (let i = 0; i < 130; i++) gh.addComment(7, `chatter ${i}`);
      const mine = gh.addComment(7, body('old'), { login: 'github-actions[bot]', type: 'Bot' });
      for (let i = 0; i < 40; i++) gh.addComment(7, `more chatter ${i}`);
      const r = await sink().upsert(body('new'));
      expect(r).toMatchObject({ action: 'updated', id: mine.id });
      expect(gh.commentsOn(7).filter((c) => c.body.startsWith(commentMarker('k1')))).toHaveLength(1);
      expect(gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).map((r) => r.query.page ?? '1')).toEqual([
        '1',
        '2',
      ]);
    });

    it('control: with the marker absent from every page it creates one', async () => {
      for (let i = 0; i < 130; i++) gh.addComment(7, `chatter ${i}`);
      expect((await sink().upsert(body('new'))).action).toBe('created');
    });
  });

  it("prefers the bot's comment over a person's comment that pasted the marker", async () => {
    gh.addComment(7, body('pasted by a person'));
    const bot = gh.addComment(7, body('the real one'), { login: 'github-actions[bot]', type: 'Bot' });
    expect((await sink().upsert(body('new'))).id).toBe(bot.id);
  });

  describe("a comment with the marker that someone else wrote (a pull request's author can plant one)", () => {
    it('is ignored: a new comment is created and the planted one is left as it was', async () => {
      const planted = gh.addComment(7, body('all tools match, nothing to review'));
      const r = await sink().upsert(body('tool delete_all widened'));
      expect(r.action).toBe('created');
      expect(r.id).not.toBe(planted.id);
      expect(gh.commentsOn(7).find((c) => c.id === planted.id)!.body).toBe(body('all tools match, nothing to review'));
      expect(gh.requests.filter((q) => q.method === 'PATCH')).toHaveLength(0);
    });

    it('is not taken as our unchanged comment, even with the very body we would write', async () => {
      const planted = gh.addComment(7, body('same text'));
      const r = await sink().upsert(body('same text'));
      expect(r.action).toBe('created');
      expect(r.id).not.toBe(planted.id);
    });

    it('is ignored when another bot (another app) wrote it', async () => {
      const planted = gh.addComment(7, body('old'), { login: 'evil-app[bot]', type: 'Bot' });
      expect((await sink().upsert(body('new'))).action).toBe('created');
      expect(gh.commentsOn(7).find((c) => c.id === planted.id)!.body).toBe(body('old'));
    });

    it("control: the GITHUB_TOKEN's own comment (github-actions[bot], as GET /user is 403 for it) is updated", async () => {
      gh.addComment(7, body('planted'));
      const mine = gh.addComment(7, body('old'), { login: 'github-actions[bot]', type: 'Bot' });
      const r = await sink().upsert(body('new'));
      expect(r).toMatchObject({ action: 'updated', id: mine.id });
      expect(gh.requests.some((q) => q.method === 'GET' && q.path === '/user')).toBe(true);
    });
  });

  describe('with a personal access token (GET /user names its account)', () => {
    it("updates the comment of that account and ignores github-actions[bot]'s", async () => {
      const bots = gh.addComment(7, body('bot'), { login: 'github-actions[bot]', type: 'Bot' });
      const mine = gh.addComment(7, body('old'), { login: 'octo-maintainer', type: 'User' });
      expect(await sink({ token: PAT }).upsert(body('new'))).toMatchObject({ action: 'updated', id: mine.id });
      expect(gh.commentsOn(7).find((c) => c.id === bots.id)!.body).toBe(body('bot'));
    });

    it('creates its own comment (under its login) when only others carry the marker, then updates that one', async () => {
      gh.addComment(7, body('bot'), { login: 'github-actions[bot]', type: 'Bot' });
      const first = await sink({ token: PAT }).upsert(body('one'));
      expect(first.action).toBe('created');
      expect(gh.commentsOn(7).find((c) => c.id === first.id)!.user.login).toBe('octo-maintainer');
      expect(await sink({ token: PAT }).upsert(body('two'))).toMatchObject({ action: 'updated', id: first.id });
    });
  });

  it("takes an explicit author (a GitHub App's token) instead of asking GET /user", async () => {
    const app = gh.addComment(7, body('old'), { login: 'toolseal-app[bot]', type: 'Bot' });
    gh.addComment(7, body('actions'), { login: 'github-actions[bot]', type: 'Bot' });
    expect(await sink({ author: 'toolseal-app[bot]' }).upsert(body('new'))).toMatchObject({ action: 'updated', id: app.id });
    expect(gh.requests.some((q) => q.path === '/user')).toBe(false);
  });

  it('does not take a comment that only quotes the marker further down', async () => {
    gh.addComment(7, `> quoting\n${commentMarker('k1')}`);
    expect((await sink().upsert(body('new'))).action).toBe('created');
  });

  describe("with a read-only token (a fork's pull request)", () => {
    it('fails with COMMENT_NOT_PERMITTED on create, naming no token', async () => {
      const err = await sink({ token: READ })
        .upsert(body('x'))
        .catch((e: unknown) => e);
      expect(isToolsealError(err, 'COMMENT_NOT_PERMITTED')).toBe(true);
      expect(String((err as Error).message)).not.toContain(READ);
      expect(gh.commentsOn(7)).toHaveLength(0);
    });

    it('fails with COMMENT_NOT_PERMITTED on update', async () => {
      gh.addComment(7, body('old'), { login: 'github-actions[bot]', type: 'Bot' });
      const err = await sink({ token: READ })
        .upsert(body('x'))
        .catch((e: unknown) => e);
      expect(isToolsealError(err, 'COMMENT_NOT_PERMITTED')).toBe(true);
      expect(gh.commentsOn(7)[0]!.body).toBe(body('old'));
    });
  });

  it('reports any other API failure as GITHUB_API_ERROR', async () => {
    gh.failCreateWith = 500;
    const err = await sink()
      .upsert(body('x'))
      .catch((e: unknown) => e);
    expect(isToolsealError(err, 'GITHUB_API_ERROR')).toBe(true);
  });

  it('reports a token the API refuses (401) as GITHUB_API_ERROR', async () => {
    const err = await sink({ token: 'ghs_unknown' })
      .upsert(body('x'))
      .catch((e: unknown) => e);
    expect(isToolsealError(err, 'GITHUB_API_ERROR')).toBe(true);
    expect(String((err as Error).message)).not.toContain('ghs_unknown');
  });

  it('refuses a body that does not start with its marker (it could never be found again)', async () => {
    const err = await sink()
      .upsert('no marker')
      .catch((e: unknown) => e);
    expect(isToolsealError(err, 'USAGE')).toBe(true);
  });
});

describe('commentMarker', () => {
  it('is a hidden HTML comment that no key can close early', () => {
    const m = commentMarker('a --> <b> -- c');
    expect(m.startsWith('<!-- ')).toBe(true);
    expect(m.endsWith(' -->')).toBe(true);
    expect(m.slice(4, -3)).not.toMatch(/--|<|>/);
  });
});

describe('commentKey', () => {
  /** A server spec as the action's inputs make one (the key reads only its kind and id). */
  const spec = (s: ServerSpec): ServerSpec => s;
  const stdio = (command: string, args: string[], serverId?: string) => ({
    kind: 'stdio' as const,
    command,
    args,
    env: {},
    ...(serverId ? { serverId } : {}),
  });

  it('depends on the lock path and the server id only, never on a command line, URL or file', () => {
    const key = commentKey('mcp-tools.lock', stdio('npx', ['-y', 'docs-mcp@1'], 'docs'));
    expect(commentKey('mcp-tools.lock', stdio('node', ['server.js', '--token', 'x'], 'docs'))).toBe(key);
    expect(
      commentKey('mcp-tools.lock', spec({ kind: 'url', url: 'https://a.example/mcp', transport: 'auto', headers: {}, serverId: 'docs' })),
    ).toBe(key);
    expect(commentKey('mcp-tools.lock', spec({ kind: 'config', file: '.mcp.json', server: 'docs' }))).toBe(key);
    expect(commentKey('mcp-tools.lock', spec({ kind: 'config', file: '.vscode/mcp.json', server: 'docs' }))).toBe(key);
  });

  it('(control) another lock, another server id or all servers give other keys', () => {
    const key = commentKey('mcp-tools.lock', stdio('npx', ['docs'], 'docs'));
    expect(commentKey('other.lock', stdio('npx', ['docs'], 'docs'))).not.toBe(key);
    expect(commentKey('mcp-tools.lock', stdio('npx', ['docs'], 'notes'))).not.toBe(key);
    expect(commentKey('mcp-tools.lock', spec({ kind: 'config', file: '.mcp.json', all: true }))).not.toBe(key);
  });

  it('puts no part of a command line or URL in the marker', () => {
    const marker = commentMarker(commentKey('mcp-tools.lock', stdio('node', ['s.js', 'secret-arg'])));
    expect(marker).toMatch(/^<!-- toolseal-check [0-9a-f]{12} -->$/);
  });
});
