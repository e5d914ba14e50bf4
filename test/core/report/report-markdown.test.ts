import { checkServers } from '../../../src/core/check/check.js';
import { emptyLock } from '../../../src/core/lock/lock.js';
import { renderCheckMarkdown } from '../../../src/core/report/report-markdown.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { renderAsGitHub } from '../../support/check-action-fixtures.js';
import { MARKERS, docsTools, markerIn } from '../check/check-fixtures.js';
import { kindsResult, lockOf, richResult } from './report-fixtures.js';

describe('renderCheckMarkdown', () => {
  it('lists changed tools, fields, pointers and widenings', () => {
    const md = renderCheckMarkdown(richResult().result);
    expect(md).toContain('| search | changed | prose | inputSchema | /inputSchema/properties/query/description |');
    expect(md).toMatch(
      /\| delete_page \| changed \| annotation-widening, unclassified \| annotations \|[^\n]*⛔ widening: destructiveHint true → false/,
    );
    expect(md).toContain('↘️ narrowing: readOnlyHint true → false');
    expect(md).toContain('| fresh | added |');
    expect(md).toContain('| gone | removed |');
    expect(md).toContain('none of this server’s tools is approved');
    expect(md).toContain('Not pinned: baseline of 1 tool');
  });

  it('escapes server-supplied names: no raw table pipe, HTML, link, mention or control character', () => {
    const md = renderCheckMarkdown(richResult().result);
    const row = md.split('\n').find((l) => l.includes('| changed |') && (l.includes('hostile') || l.includes('x&#124;y')))!;
    expect(row).toBeDefined();
    expect(row.split('|').length).toBe(8); // seven cells' borders only: the name's | is a character reference
    const kindRow = md.split('\n').find((l) => l.startsWith('| prose'))!;
    expect(kindRow.split('|').length).toBe(4); // the kinds table's two cells
    expect(md).not.toContain('<img');
    expect(md).not.toContain('</details><');
    expect(md).not.toContain('](http');
    expect(md).not.toContain('@team');
    // eslint-disable-next-line no-control-regex -- the report must hold no raw ESC
    expect(md).not.toMatch(/[\u001b\u202e]/);
  });

  it('leaves server text out unless showText', () => {
    const md = renderCheckMarkdown(richResult().result);
    expect(markerIn(md)).toBeUndefined();
    expect(md).not.toContain('hostile, changed');
  });

  it('with showText, puts the current and reviewed text in fences the text cannot close', () => {
    const md = renderCheckMarkdown(richResult().result, { showText: true });
    expect(md).toContain(MARKERS.nested);
    expect(md).toContain('hostile, changed');
    // The changed schema contains a run of five backticks: its fence must be longer.
    expect(md).toMatch(/``````(text|diff)\n/);
    const open = md.search(/``````(text|diff)\n/);
    const close = md.indexOf('\n``````', open + 1);
    expect(md.slice(open, close)).toContain('`````');
  });

  describe('with showText, a field changed against the reviewed snapshot', () => {
    const reviewedTool = {
      name: 'search',
      description: 'Search the docs.',
      inputSchema: {
        type: 'object',
        properties: {
          a: { type: 'string' },
          b: { type: 'string' },
          c: { type: 'string' },
          d: { type: 'string' },
          q: { type: 'string', description: 'Words to look for' },
        },
      },
    };
    const nowTool = {
      ...reviewedTool,
      inputSchema: {
        ...reviewedTool.inputSchema,
        properties: {
          ...reviewedTool.inputSchema.properties,
          q: { type: 'string', description: 'Words to look for. ```\n</details><img src=x>' },
        },
      },
    };
    const md = renderCheckMarkdown(
      checkServers([{ serverId: 'docs', tools: [nowTool], reviewedTools: [reviewedTool] }], lockOf({ docs: [reviewedTool] }), 'warn'),
      { showText: true },
    );
    const block = md.slice(md.indexOf('```diff\n'), md.indexOf('\n```', md.indexOf('```diff\n') + 8));

    it('is a unified diff of its pretty-printed JSON: the changed lines and their context, not two copies', () => {
      expect(block).toMatch(/^```diff\n@@ -\d+,\d+ \+\d+,\d+ @@\n/);
      expect(block).toContain('\n-      "description": "Words to look for",\n');
      expect(block).toContain('\n+      "description": "Words to look for. ```\\n</details><img src=x>",\n');
      expect(block).not.toContain('"a": {'); // beyond three lines of context
      expect(md).not.toContain('search** · inputSchema, reviewed:');
    });

    it('stays inside its fence when rendered (the text cannot close it, no HTML gets out)', () => {
      const html = renderAsGitHub(md);
      expect(html).not.toMatch(/<img\b/i);
      expect(html).toMatch(/<pre><code class="language-diff">[^]*&lt;\/details&gt;&lt;img src=x&gt;/);
    });

    it('falls back to the two texts, cut, when they differ too much for a diff to help (the diff work is bounded)', () => {
      const lines = (tag: string) => Array.from({ length: 3000 }, (_, i) => `${tag} ${i}`).join('\n');
      const before = { ...reviewedTool, description: lines('old') };
      const after = { ...reviewedTool, description: lines('new') };
      const huge = renderCheckMarkdown(
        checkServers([{ serverId: 'docs', tools: [after], reviewedTools: [before] }], lockOf({ docs: [before] }), 'warn'),
        { showText: true },
      );
      expect(huge).not.toContain('```diff');
      expect(huge).toContain('search** · description, reviewed:');
      expect(huge).toContain('search** · description, now:');
      expect(huge).toMatch(/more characters\)/);
    });

    it('(twin) an added or removed field has nothing to diff against and is shown whole', () => {
      const added = renderCheckMarkdown(
        checkServers(
          [{ serverId: 'docs', tools: [{ ...reviewedTool, title: 'New title' }], reviewedTools: [reviewedTool] }],
          lockOf({ docs: [reviewedTool] }),
          'warn',
        ),
        { showText: true },
      );
      expect(added).toContain('search** · title, now:');
      expect(added).toContain('```text\nNew title\n```');
    });
  });

  describe('the next step for a changed server', () => {
    const { result } = richResult();
    const relock = (id: string) => ({ args: ['--lock', 'mcp-tools.lock', '--config', '.mcp.json', '--server', id] });

    it('gives the exact lock --update command for that server, and what to look at first (the widening first)', () => {
      const md = renderCheckMarkdown(result, { relock });
      expect(md).toContain('```sh\ntoolseal lock --update --lock mcp-tools.lock --config .mcp.json --server docs\n```');
      const step = md.slice(md.indexOf('**Next step.**'));
      expect(step.indexOf('the widening')).toBeLessThan(step.indexOf('what each added tool does'));
    });

    it('quotes a server id for the shell, so a hostile id cannot run anything when the command is pasted', () => {
      const hostile = checkServers(
        [{ serverId: "x'; touch pwned; `id` $(id)", tools: [...docsTools(), { name: 'extra' }] }],
        lockOf({ "x'; touch pwned; `id` $(id)": docsTools() }),
        'warn',
      );
      const md = renderCheckMarkdown(hostile, { relock });
      expect(md).toContain(`--server 'x'\\''; touch pwned; \`id\` $(id)'\n`);
      const html = renderAsGitHub(md);
      expect(html).toContain('<pre><code class="language-sh">toolseal lock --update');
    });

    it('(control) a matched or unpinned server gets no re-pin command', () => {
      const tools = docsTools();
      expect(renderCheckMarkdown(checkServers([{ serverId: 'docs', tools }], lockOf({ docs: tools }), 'warn'), { relock })).not.toContain(
        'lock --update',
      );
      expect(renderCheckMarkdown(checkServers([{ serverId: 'docs', tools }], emptyLock(), 'warn'), { relock })).not.toContain(
        'lock --update',
      );
    });
  });

  it('says so when there is nothing to check', () => {
    expect(renderCheckMarkdown(checkServers([], emptyLock(), 'warn'))).toContain('No MCP server to check.');
  });
});

describe('renderCheckMarkdown size', () => {
  const many = (n: number, widenAt: number) => {
    const before: RawTool[] = Array.from({ length: n }, (_, i) => ({ name: `tool_${i}`, description: 'a' }));
    const after = before.map((t, i) =>
      i === widenAt ? { ...t, annotations: { readOnlyHint: true } } : { ...t, description: 'b'.repeat(100) },
    );
    return checkServers([{ serverId: 'big', tools: after, reviewedTools: before }], lockOf({ big: before }), 'warn');
  };

  it('stays under GitHub’s comment limit with thousands of changed tools, widenings listed first', () => {
    const md = renderCheckMarkdown(many(5000, 4999), { showText: true });
    expect(md.length).toBeLessThanOrEqual(65536);
    expect(md).toMatch(/and \d+ more changed tools, not listed here/);
    expect(md).toContain('tool_4999');
    expect(md).toContain('The text of the changed fields was left out');
  });

  it('(control) lists every row when they fit', () => {
    const md = renderCheckMarkdown(many(20, 3));
    expect(md).not.toContain('more changed tools');
    expect(md.match(/^\| tool_\d+ \|/gm)).toHaveLength(20);
  });

  describe('kinds of change', () => {
    it('groups the changed tools by kind, expansions first and prose last, a tool under each of its kinds', () => {
      const md = renderCheckMarkdown(kindsResult());
      const rows = md.split('\n').filter((l) => /^\| (⚠️ schema-expansion|schema-narrowing|prose)/.test(l));
      expect(rows).toEqual([
        '| ⚠️ schema-expansion (a caller may send more) | <code>expand</code> |',
        '| schema-narrowing (a caller may send less) | <code>narrow</code> |',
        '| prose (only text the model reads) | <code>expand</code>, <code>reword</code> |',
      ]);
      // The tools table too: the expansion first, the prose-only change last.
      const tools = md
        .split('\n')
        .filter((l) => /^\| (expand|narrow|reword) \| changed \| /.test(l))
        .map((l) => l.split(' | ')[0]);
      expect(tools).toEqual(['| expand', '| narrow', '| reword']);
    });

    it('marks the kinds --fail-on fails on, and names it in the posture; its twin without --fail-on marks none', () => {
      const md = renderCheckMarkdown(kindsResult(['schema-expansion']));
      expect(md).toContain('| ⚠️ schema-expansion (a caller may send more) — **fails (--fail-on)** | <code>expand</code> |');
      expect(md).toContain('Posture: on-change warn, fail-on schema-expansion.');
      expect(renderCheckMarkdown(kindsResult())).not.toContain('fails (--fail-on)');
    });
  });
});
