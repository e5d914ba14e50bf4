import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentMarker } from '../../../src/github/comment.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { ROOT } from '../../support/paths.js';
import { runAction, type ActionRun, type RunActionOptions } from '../../support/run-action.js';
import { runCliProcess } from '../../support/run-process.js';
import {
  EVIL,
  EVIL_TEXT,
  pullRequestEvent,
  READ_ONLY_TOKEN,
  renderAsGitHub,
  htmlText,
  SURFACES,
  tableRows,
  TOKEN,
  workspace,
  writeNow,
} from '../../support/check-action-fixtures.js';

// check/action.yml run as the runner runs it (node24, dist/check.js, INPUT_* variables, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH), against a fake GitHub REST API on 127.0.0.1 through the real
// @actions/github client.
const CHECK = join(ROOT, 'check');
const MARKER_START = '<!-- toolseal-check ';

describe('check action', () => {
  let gh: FakeGitHub;
  const dirs: string[] = [];
  beforeEach(async () => {
    gh = new FakeGitHub({ tokens: { [TOKEN]: 'write', [READ_ONLY_TOKEN]: 'read' } });
    await gh.start();
  });
  afterEach(async () => {
    await gh.stop();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const ws = (...args: Parameters<typeof workspace>) => {
    const d = workspace(...args);
    dirs.push(d);
    return d;
  };
  const run = (cwd: string, inputs: Record<string, string> = {}, opts: Partial<RunActionOptions> = {}): Promise<ActionRun> =>
    runAction(CHECK, {
      cwd,
      token: TOKEN,
      apiUrl: gh.url,
      event: pullRequestEvent(),
      ...opts,
      inputs: { snapshot: 'now.snapshot.json', 'snapshot-dir': '.toolseal/snapshots', ...inputs },
    });
  const comments = () => gh.commentsOn(42);
  const commands = (r: ActionRun, command: string) => r.commands.filter((c) => c.command === command);

  describe('on a pull request', () => {
    it('creates the comment on the first run and updates the same one on the next; back to matched it says so', async () => {
      const dir = ws(SURFACES.changed());
      const first = await run(dir);
      expect(first.code).toBe(0);
      expect(first.outputs['pin-state']).toBe('changed');
      expect(comments()).toHaveLength(1);
      expect(comments()[0]!.body.startsWith(MARKER_START)).toBe(true);
      expect(comments()[0]!.body).toContain('search');
      expect(first.outputs['comment-url']).toBe(comments()[0]!.html_url);

      writeNow(dir, SURFACES.pinned());
      const second = await run(dir);
      expect(second.code).toBe(0);
      expect(second.outputs['pin-state']).toBe('matched');
      expect(comments()).toHaveLength(1);
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
      const body = comments()[0]!.body;
      expect(body).toMatch(/matches the lock/i);
      expect(body).toMatch(/back to matched/i);
      expect(body).not.toContain('search |');
    });

    it('creates no comment when every server matches and none exists yet (no noise on every pull request)', async () => {
      const r = await run(ws(SURFACES.pinned()));
      expect(r.code).toBe(0);
      expect(r.outputs['pin-state']).toBe('matched');
      expect(comments()).toHaveLength(0);
      expect(gh.requests.filter((q) => q.method !== 'GET')).toHaveLength(0);
      expect(r.outputs['comment-url']).toBeUndefined();
      // The report is still in the job summary.
      expect(r.summary).toMatch(/matches the lock/i);
    });

    it('control: an unpinned server is something to review, so the first run comments', async () => {
      const dir = ws(SURFACES.pinned());
      rmSync(join(dir, 'mcp-tools.lock'));
      const r = await run(dir);
      expect(r.outputs['pin-state']).toBe('unpinned');
      expect(comments()).toHaveLength(1);
    });

    it("finds its comment on a later page of the pull request's comments", async () => {
      for (let i = 0; i < 120; i++) gh.addComment(42, `review comment ${i}`);
      const dir = ws(SURFACES.changed());
      await run(dir);
      for (let i = 0; i < 30; i++) gh.addComment(42, `more review ${i}`);
      const before = gh.requests.length;
      writeNow(dir, SURFACES.pinned());
      await run(dir);
      const second = gh.requests.slice(before);
      expect(second.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
      expect(second.filter((r) => r.method === 'POST')).toHaveLength(0);
      expect(comments().filter((c) => c.body.startsWith(MARKER_START))).toHaveLength(1);
    });

    it('fails the step when the lock input names a file that is not there (was: passed, every server unpinned); the default absent is a notice', async () => {
      const dir = ws(SURFACES.changed());
      const named = await run(dir, { lock: 'mcp-tools.lokc', 'on-change': 'fail' });
      expect(named.code).not.toBe(0);
      expect(
        commands(named, 'error')
          .map((c) => c.message)
          .join('\n'),
      ).toContain('no such file (named by the lock input');
      rmSync(join(dir, 'mcp-tools.lock'));
      const absent = await run(dir);
      expect(absent.code).toBe(0);
      expect(absent.outputs['pin-state']).toBe('unpinned');
      expect(commands(absent, 'notice').map((c) => c.message)).toContain('no lock file at mcp-tools.lock: every server is unpinned');
    });

    it('keeps one comment per lock and server, so a matrix of jobs does not overwrite each other', async () => {
      const dir = ws(SURFACES.changed());
      await run(dir);
      copyFileSync(join(dir, 'mcp-tools.lock'), join(dir, 'other.lock'));
      await run(dir, { lock: 'other.lock' });
      expect(comments()).toHaveLength(2);
      expect(new Set(comments().map((c) => c.body.split('\n')[0]))).toEqual(
        new Set(
          comments()
            .map((c) => c.body.split('\n')[0]!)
            .filter((l) => l.startsWith(MARKER_START) && l.endsWith(' -->')),
        ),
      );
    });

    it('keeps one comment when a pull request changes how the server starts (the key is the lock and the server id)', async () => {
      const dir = ws(SURFACES.pinned());
      const server = join(ROOT, 'examples', 'server', 'server.mjs');
      const first = await run(dir, { snapshot: '', 'server-command': JSON.stringify([process.execPath, server]), 'server-id': 'docs' });
      const second = await run(dir, {
        snapshot: '',
        'server-command': JSON.stringify([process.execPath, '--no-warnings', server]),
        'server-id': 'docs',
      });
      expect([first.outputs['pin-state'], second.outputs['pin-state']]).toEqual(['changed', 'changed']);
      expect(comments()).toHaveLength(1);
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      // Twin: another server id on the same lock is another job of a matrix, with its own comment.
      await run(dir, { snapshot: '', 'server-command': JSON.stringify([process.execPath, server]), 'server-id': 'notes' });
      expect(comments()).toHaveLength(2);
    });

    it('gives a changed server its next step in the comment and the job summary: what to look at, then the exact lock --update command', async () => {
      const r = await run(ws(SURFACES.changed()));
      const command = 'toolseal lock --update --lock mcp-tools.lock --snapshot-dir .toolseal/snapshots --snapshot now.snapshot.json';
      for (const markdown of [comments()[0]!.body, r.summary]) {
        expect(markdown).toContain('**Next step.** Before re-pinning, look at:');
        expect(markdown).toContain(`\`\`\`sh\n${command}\n\`\`\``);
      }
    });

    it('falls back to the job summary with a notice when the token cannot write (a fork)', async () => {
      const dir = ws(SURFACES.changed());
      const r = await run(dir, {}, { token: READ_ONLY_TOKEN, event: pullRequestEvent({ fork: true }) });
      expect(r.code).toBe(0);
      expect(comments()).toHaveLength(0);
      expect(gh.requests.some((q) => q.method === 'POST')).toBe(true);
      expect(commands(r, 'notice').some((c) => /fork.*read-only/.test(c.message))).toBe(true);
      expect(commands(r, 'error')).toHaveLength(0);
      expect(r.summary).toMatch(/could not be written/);
      expect(r.summary).toContain('search');
      expect(r.outputs['pin-state']).toBe('changed');
      expect(r.outputs['comment-url']).toBeUndefined();
    });

    it('names the missing permission when a same-repository pull request cannot write', async () => {
      const r = await run(ws(SURFACES.changed()), {}, { token: READ_ONLY_TOKEN });
      expect(r.code).toBe(0);
      expect(commands(r, 'notice').some((c) => c.message.includes('pull-requests: write'))).toBe(true);
      expect(r.summary).toMatch(/could not be written/);
    });

    it('control: with a token that can write, no fallback notice', async () => {
      const r = await run(ws(SURFACES.changed()));
      expect(commands(r, 'notice').some((c) => /no pull-request comment/.test(c.message))).toBe(false);
      expect(r.summary).not.toMatch(/could not be written/);
    });

    it('falls back with a warning, not a crash, when the API fails otherwise', async () => {
      gh.failCreateWith = 502;
      const r = await run(ws(SURFACES.changed()));
      expect(r.code).toBe(0);
      expect(commands(r, 'warning').some((c) => /GITHUB_API_ERROR/.test(c.message))).toBe(true);
      expect(r.summary).toMatch(/could not be written/);
    });

    it('without a token still reports: summary and a warning, no API call', async () => {
      const r = await run(ws(SURFACES.widened()), { 'github-token': '' }, { token: '' });
      expect(r.code).toBe(3);
      expect(gh.requests).toHaveLength(0);
      expect(commands(r, 'warning').some((c) => /USAGE/.test(c.message) && /github-token/.test(c.message))).toBe(true);
      expect(r.summary).toMatch(/could not be written/);
    });

    it('writes no comment with comment: false', async () => {
      const r = await run(ws(SURFACES.changed()), { comment: 'false' });
      expect(r.code).toBe(0);
      expect(gh.requests).toHaveLength(0);
      expect(r.summary).toContain('search');
    });
  });

  it('on a push (not a pull request) writes the summary and calls no API', async () => {
    const r = await run(ws(SURFACES.changed()), {}, { event: { name: 'push', payload: {} } });
    expect(r.code).toBe(0);
    expect(gh.requests).toHaveLength(0);
    expect(r.summary).toContain('search');
  });

  describe('untrusted tool names and text', () => {
    let r: ActionRun;
    let body: string;
    beforeEach(async () => {
      r = await run(ws(SURFACES.changed()));
      body = comments()[0]!.body;
    });

    it('keeps the name inside its table cell, as text', () => {
      for (const [what, markdown] of [
        ['comment', body],
        ['summary', r.summary],
      ] as const) {
        const rows = tableRows(renderAsGitHub(markdown));
        const row = rows.find((cells) => htmlText(cells[0] ?? '') === EVIL);
        expect({ what, found: row !== undefined }).toEqual({ what, found: true });
        const header = rows.find((cells) => htmlText(cells[0] ?? '') === 'tool')!;
        expect(row!.length).toBe(header.length);
        expect(row![0]).not.toMatch(/<(code|a|img)\b/);
      }
    });

    it('injects no HTML, link or image', () => {
      for (const markdown of [body, r.summary]) {
        const html = renderAsGitHub(markdown);
        expect(html).not.toMatch(/<img\b/i);
        expect(html).not.toMatch(/<\/td><img/i);
        expect(html).not.toMatch(/(href|src)="https:\/\/e\.example/);
        for (const [, href] of html.matchAll(/<a href="([^"]*)"/g))
          expect(href).toMatch(/^https:\/\/github\.com\/octo-org\/octo-repo\/actions\/runs\/\d+$/);
      }
    });

    it('cannot close the hidden marker comment', () => {
      expect(body.split('-->').length).toBe(2);
      expect(body.indexOf('-->')).toBe(body.indexOf('\n') - 3);
      expect(body.split('\n')[0]).toMatch(/^<!-- toolseal-check [0-9a-f]+ -->$/);
    });

    it('withholds the server text without show-text', () => {
      for (const text of [body, r.summary, r.stdout, r.stderr, JSON.stringify(r.outputs)]) {
        expect(text).not.toContain('SENTINEL-DESCRIPTION');
        expect(text).not.toContain('regular expression');
      }
    });

    it('shows the text with show-text: true, inside a fence the text cannot close', async () => {
      const shown = await run(ws(SURFACES.changed()), { 'show-text': 'true' });
      const c = comments().find((x) => x.body.includes('SENTINEL-DESCRIPTION'));
      expect(c).toBeDefined();
      for (const markdown of [c!.body, shown.summary]) {
        const html = renderAsGitHub(markdown);
        expect(html).not.toMatch(/<img\b/i);
        const blocks = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => htmlText(m[1]!));
        // The whole text, backtick runs and HTML included, is one code block's content: a unified diff
        // against the reviewed text, each of its lines added (+) or kept as context.
        const diffLines = (b: string) => new Set(b.split('\n'));
        expect(blocks.some((b) => EVIL_TEXT.split('\n').every((l) => diffLines(b).has(`+${l}`) || diffLines(b).has(` ${l}`)))).toBe(true);
        expect(html).toMatch(/<pre><code class="language-diff">/);
        expect(blocks.some((b) => b.includes('Words to look for, or a regular expression.'))).toBe(true);
      }
    });

    it('keeps untrusted names out of workflow commands (no injected output or annotation)', async () => {
      const sneaky = 'sneaky\n::set-output name=pin-state::matched\n::error::injected';
      const dir = ws([...SURFACES.pinned(), { name: sneaky, inputSchema: { type: 'object' } }]);
      const r2 = await run(dir);
      expect(r2.outputs['pin-state']).toBe('changed');
      expect(r2.commands.filter((c) => c.command === 'set-output')).toHaveLength(0);
      expect(r2.commands.filter((c) => c.message === 'injected')).toHaveLength(0);
      expect(JSON.parse(r2.outputs['changed-tools']!)).toEqual([sneaky]);
    });
  });

  describe('verdicts', () => {
    it('fails the step on a widening, whatever on-change says, and calls it out first', async () => {
      const r = await run(ws(SURFACES.widened()), { 'on-change': 'warn' });
      expect(r.code).toBe(3);
      expect(r.outputs['pin-state']).toBe('changed');
      expect(JSON.parse(r.outputs['changed-tools']!)).toEqual(['delete_page']);
      expect(commands(r, 'error').some((c) => /PRIVILEGE_WIDENING/.test(c.message))).toBe(true);
      expect(commands(r, 'error').some((c) => c.message.includes('"delete_page" widened') && c.message.includes('readOnlyHint'))).toBe(
        true,
      );
      const body = comments()[0]!.body;
      expect(body).toMatch(/widen/i);
      expect(body).toContain('readOnlyHint');
    });

    it('lists a widening before other changes in the table', async () => {
      // "archive" sorts before "delete_page": only the widenings-first rule puts delete_page on top.
      const archive = (description: string) => ({ name: 'archive', description, inputSchema: { type: 'object' } });
      await run(ws([...SURFACES.widened(), archive('b')], { pinned: [...SURFACES.pinned(), archive('a')] }));
      const all = tableRows(renderAsGitHub(comments()[0]!.body));
      const header = all.findIndex((cells) => htmlText(cells[0]!) === 'tool');
      const privilege = all[header]!.findIndex((cell) => htmlText(cell) === 'privilege');
      const rows = all.slice(header + 1);
      expect(rows.map((cells) => htmlText(cells[0]!))).toEqual(['delete_page', 'archive']);
      expect(htmlText(rows[0]![privilege]!)).toMatch(/widening/);
    });

    it('control: a narrowing alone passes', async () => {
      const r = await run(ws(SURFACES.narrowed()), { 'on-change': 'fail' });
      expect(r.code).toBe(0);
      expect(r.outputs['pin-state']).toBe('changed');
    });

    it('fails the step on any change with on-change: fail', async () => {
      const r = await run(ws(SURFACES.changed()), { 'on-change': 'fail' });
      expect(r.code).toBe(1);
      expect(commands(r, 'error').some((c) => /SURFACE_CHANGED/.test(c.message))).toBe(true);
    });

    it('control: the same change passes under on-change: warn, with warnings', async () => {
      const r = await run(ws(SURFACES.changed()), { 'on-change': 'warn' });
      expect(r.code).toBe(0);
      expect(commands(r, 'warning').length).toBeGreaterThan(0);
      expect(commands(r, 'error')).toHaveLength(0);
    });

    it('control: matched passes under on-change: fail', async () => {
      const r = await run(ws(SURFACES.pinned()), { 'on-change': 'fail' });
      expect(r.code).toBe(0);
      expect(r.outputs['pin-state']).toBe('matched');
      expect(JSON.parse(r.outputs['changed-tools']!)).toEqual([]);
    });

    it('reports an unpinned server with a notice and passes', async () => {
      const dir = ws(SURFACES.pinned());
      rmSync(join(dir, 'mcp-tools.lock'));
      const r = await run(dir, { 'on-change': 'fail' });
      expect(r.code).toBe(0);
      expect(r.outputs['pin-state']).toBe('unpinned');
      expect(commands(r, 'notice').some((c) => /not pinned/.test(c.message))).toBe(true);
    });

    it('fails with exit 4 when the server cannot be snapshotted, and says so in the comment', async () => {
      const r = await run(ws(SURFACES.pinned()), {
        snapshot: '',
        'server-command': JSON.stringify([process.execPath, '-e', 'process.exit(7)']),
        'server-id': 'docs',
      });
      expect({ code: r.code, out: r.stdout }).toMatchObject({ code: 4 });
      expect(r.outputs['pin-state']).toBe('failed');
      expect(commands(r, 'error').some((c) => c.message.includes('SNAPSHOT_INCOMPLETE'))).toBe(true);
      expect(comments()[0]!.body).toMatch(/could not be snapshotted/);
    });

    it('max-tools: a server with more tools is exit 4 (SNAPSHOT_INCOMPLETE); a timeout a timer cannot hold is USAGE (exit 2)', async () => {
      const flood = JSON.stringify([process.execPath, join(ROOT, 'test', 'fixtures', 'servers', 'flood-stdio-server.mjs'), '20']);
      const over = await run(ws(SURFACES.pinned()), { snapshot: '', 'server-command': flood, 'server-id': 'docs', 'max-tools': '10' });
      expect(over.code).toBe(4);
      expect(commands(over, 'error').some((c) => c.message.includes('SNAPSHOT_INCOMPLETE') && c.message.includes('max-tools'))).toBe(true);
      const overflow = await run(ws(SURFACES.pinned()), {
        snapshot: '',
        'server-command': flood,
        'server-id': 'docs',
        timeout: '99999999',
      });
      expect(overflow.code).toBe(2);
      expect(commands(overflow, 'error').some((c) => c.message.startsWith('USAGE:'))).toBe(true);
      expect(overflow.stderr).not.toMatch(/TimeoutOverflowWarning/);
    });

    it('refuses a bad input with a USAGE error (exit 2) and says so in the job summary (no comment: its key needs the inputs)', async () => {
      const dir = ws(SURFACES.pinned());
      const r = await run(dir, { 'on-change': 'sometimes' });
      expect(r.code).toBe(2);
      expect(commands(r, 'error').some((c) => c.message.startsWith('USAGE:'))).toBe(true);
      expect(r.summary).toMatch(/could not run[\s\S]*USAGE/);
      expect(comments()).toHaveLength(0);
    });

    it('a server-command that starts with "[" but is not JSON is USAGE (exit 2), with no text of it quoted', async () => {
      const r = await run(ws(SURFACES.pinned()), { snapshot: '', 'server-command': '[node, "--token=PLANTED-cmd-secret-77ab"]' });
      expect(r.code).toBe(2);
      expect(commands(r, 'error').some((c) => /USAGE/.test(c.message))).toBe(true);
      const everything = [r.stdout, r.stderr, r.summary, ...comments().map((c) => c.body)].join('\n');
      expect(everything).not.toMatch(/unexpected failure/);
      expect(everything).not.toContain('PLANTED-cmd-secret');
    });

    it('an unreadable lock fails the step (exit 2) and replaces a stale comment', async () => {
      const dir = ws(SURFACES.changed());
      await run(dir);
      writeNow(dir, SURFACES.pinned());
      await run(dir);
      expect(comments()[0]!.body).toMatch(/matches the lock/i);
      // A duplicate member: refused (exit 2), never read as one of the two.
      writeFileSync(join(dir, 'mcp-tools.lock'), '{"lockfileVersion": 1, "servers": {}, "servers": {}}');
      const r = await run(dir);
      expect(r.code).toBe(2);
      expect(comments()).toHaveLength(1);
      expect(comments()[0]!.body).toMatch(/could not run/);
      expect(comments()[0]!.body).not.toMatch(/matches the lock/i);
    });
  });

  it("keeps a huge report under GitHub's comment limit; the output still names every changed tool", async () => {
    const many = (d: string) =>
      Array.from({ length: 1500 }, (_, i) => ({ name: `tool_${String(i).padStart(4, '0')}_with_a_long_name`, description: d }));
    const r = await run(ws(many('b'), { pinned: many('a') }));
    expect(r.code).toBe(0);
    const body = comments()[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/more changed tools|too long for a comment/);
    expect(body.split('\n')[0]).toMatch(/^<!-- toolseal-check [0-9a-f]+ -->$/);
    expect(body).toContain('tool_0000_with_a_long_name');
    expect(JSON.parse(r.outputs['changed-tools']!)).toHaveLength(1500);
  });

  it('checks every server of an MCP config: outputs name server/tool, the strongest pin state wins', async () => {
    const dir = ws(SURFACES.pinned());
    const demo = join(ROOT, 'examples', 'server', 'server.mjs');
    const config = (change: string) => ({
      mcpServers: {
        alpha: { command: process.execPath, args: [demo], env: { DEMO_CHANGE: change } },
        beta: { command: process.execPath, args: [demo] },
      },
    });
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify(config('')));
    // A lock of the config's servers only (the workspace lock's "docs" would be a pinned server gone missing).
    const pin = await runCliProcess(['lock', '--config', '.mcp.json', '--all', '--lock', 'config.lock'], { cwd: dir });
    expect(pin.code).toBe(0);
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify(config('widen')));
    const r = await run(dir, { snapshot: '', 'snapshot-dir': '', config: '.mcp.json', lock: 'config.lock' });
    expect(r.code).toBe(3);
    expect(r.outputs['pin-state']).toBe('changed');
    expect(JSON.parse(r.outputs['changed-tools']!)).toEqual(['alpha/delete_note']);
    const rows = tableRows(renderAsGitHub(comments()[0]!.body)).map((cells) => cells.map(htmlText));
    expect(rows.filter((cells) => cells[0] === 'alpha' || cells[0] === 'beta').map((cells) => cells.slice(0, 2))).toEqual([
      ['alpha', 'changed'],
      ['beta', 'matched'],
    ]);
  });

  it('a pinned server no longer in the MCP config is a change: pin-state changed, a comment', async () => {
    const dir = ws(SURFACES.pinned());
    const demo = join(ROOT, 'examples', 'server', 'server.mjs');
    const both = { mcpServers: { alpha: { command: process.execPath, args: [demo] }, beta: { command: process.execPath, args: [demo] } } };
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify(both));
    expect((await runCliProcess(['lock', '--config', '.mcp.json', '--all', '--lock', 'two.lock'], { cwd: dir })).code).toBe(0);
    // Control: both still configured, nothing to review.
    const same = await run(dir, { snapshot: '', 'snapshot-dir': '', config: '.mcp.json', lock: 'two.lock' });
    expect(same.outputs['pin-state']).toBe('matched');
    expect(comments()).toHaveLength(0);
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { alpha: both.mcpServers.alpha } }));
    const r = await run(dir, { snapshot: '', 'snapshot-dir': '', config: '.mcp.json', lock: 'two.lock' });
    expect(r.outputs['pin-state']).toBe('changed');
    expect(comments()).toHaveLength(1);
  });

  it('writes SARIF when asked', async () => {
    const dir = ws(SURFACES.widened());
    await run(dir, { sarif: 'out/toolseal.sarif' });
    expect(existsSync(join(dir, 'out', 'toolseal.sarif'))).toBe(true);
    const sarif = JSON.parse(readFileSync(join(dir, 'out', 'toolseal.sarif'), 'utf8')) as { version: string; runs: unknown[] };
    expect(sarif.version).toBe('2.1.0');
  });

  it('never prints the token: not in stdout, stderr, summary, outputs, comments or files', async () => {
    const dir = ws(SURFACES.widened());
    const runs = [
      await run(dir, { sarif: 'toolseal.sarif' }),
      await run(dir, {}, { token: READ_ONLY_TOKEN }),
      await run(dir, { 'on-change': 'bogus' }),
    ];
    // Control: the token was really used, as the Authorization header.
    expect(gh.requests.some((q) => q.authorization?.endsWith(TOKEN))).toBe(true);
    const everything = [
      ...runs.flatMap((x) => [x.stdout, x.stderr, x.summary, JSON.stringify(x.outputs)]),
      ...gh.commentsOn(42).map((c) => c.body),
      ...gh.requests.map((q) => JSON.stringify([q.path, q.query, q.body])),
      readFileSync(join(dir, 'toolseal.sarif'), 'utf8'),
    ].join('\n');
    for (const secret of [TOKEN, READ_ONLY_TOKEN]) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice(4));
    }
  });

  it('does not hand the token (or any input) to the server it starts', async () => {
    const dir = ws(SURFACES.pinned());
    const script = join(dir, 'env-server.mjs');
    // A bare stdio MCP server that records the environment it was given.
    writeFileSync(
      script,
      [
        "import { writeFileSync } from 'node:fs';",
        "import { createInterface } from 'node:readline';",
        'writeFileSync(process.argv[2], JSON.stringify(process.env));',
        `const tools = ${JSON.stringify(SURFACES.pinned())};`,
        "const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');",
        'createInterface({ input: process.stdin }).on("line", (line) => {',
        '  const req = JSON.parse(line);',
        "  if (req.method === 'initialize') send({ id: req.id, result: { protocolVersion: req.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'docs', version: '1.0.0' } } });",
        "  else if (req.method === 'tools/list') send({ id: req.id, result: { tools } });",
        "  else if (req.id !== undefined) send({ id: req.id, error: { code: -32601, message: 'no' } });",
        '});',
      ].join('\n'),
    );
    const envFile = join(dir, 'server-env.json');
    const r = await run(dir, { snapshot: '', 'server-command': JSON.stringify([process.execPath, script, envFile]) });
    expect(r.code).toBe(0);
    expect(r.outputs['pin-state']).toBe('matched');
    const env = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
    expect(Object.keys(env).filter((k) => k.startsWith('INPUT_') || k.startsWith('GITHUB_'))).toEqual([]);
    expect(JSON.stringify(env)).not.toContain(TOKEN);
  });

  it('has the marker sink and the action agree on the marker shape', () => {
    expect(commentMarker('abc').startsWith(MARKER_START)).toBe(true);
  });
});
