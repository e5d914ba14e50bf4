import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { checkServers, type CheckResult, type OnChange } from '../../src/core/check.js';
import { emptyLock, lockEntryOf, withServer } from '../../src/core/lock.js';
import { serializeLock } from '../../src/core/lock-text.js';
import { renderCheckMarkdown } from '../../src/core/report-markdown.js';
import { SARIF_RULES, renderCheckSarif } from '../../src/core/report-sarif.js';
import { checkFailureMessage, quoteForTerminal, renderCheckText } from '../../src/core/report-text.js';
import type { RawTool } from '../../src/core/surface.js';
import { FIXTURES, ROOT } from '../support/paths.js';
import { MARKERS, docsTools, markerIn, withTool } from './check-fixtures.js';
import { renderAsGitHub } from '../support/check-action-fixtures.js';
import { objectAt, sarifLog, type SarifLog } from '../support/json-view.js';

// ajv and ajv-formats are CommonJS with a `default` member; take whichever the loader hands over.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

const HOSTILE = 'x|y</details><img src=x onerror=alert(1)>[a](http://e)@team `` ``` \u202eevil\u001b[31m';

function lockOf(servers: Record<string, RawTool[]>) {
  let lock = emptyLock();
  for (const [id, tools] of Object.entries(servers)) lock = withServer(lock, id, lockEntryOf(tools));
  return lock;
}

/** A run with every kind of change: widening, narrowing, change (with a pointer), added, removed; and an unpinned server. */
function richResult(onChange: OnChange = 'warn'): { result: CheckResult; lockText: string } {
  const before: RawTool[] = [
    ...docsTools(),
    { name: 'narrow_me', annotations: { readOnlyHint: true } },
    { name: 'gone' },
    { name: HOSTILE, description: 'hostile' },
  ];
  let after = withTool(
    before,
    'search',
    (t) => void (objectAt(t, 'inputSchema', 'properties', 'query').description = `now ${MARKERS.nested} \`\`\`\`\` end`),
  );
  after = withTool(after, 'delete_page', (t) => void (t.annotations = { destructiveHint: false }));
  after = withTool(after, 'narrow_me', (t) => void (t.annotations = {}));
  after = withTool(after, HOSTILE, (t) => void (t.description = 'hostile, changed'));
  after = after.filter((t) => t.name !== 'gone');
  after.push({ name: 'fresh', description: 'new tool' });
  const lock = lockOf({ docs: before });
  const result = checkServers(
    [
      { serverId: 'docs', tools: after, reviewedTools: before },
      { serverId: 'newcomer', tools: [{ name: 'a' }] },
    ],
    lock,
    onChange,
  );
  return { result, lockText: serializeLock(lock) };
}

describe('renderCheckSarif', () => {
  const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif-2.1.0.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);

  describe('when the same tool changes again after a result was dismissed', () => {
    const fingerprintOf = (description: string) => {
      const before = docsTools();
      const after = withTool(before, 'search', (t) => void (t.description = description));
      const result = checkServers([{ serverId: 'docs', tools: after }], lockOf({ docs: before }), 'warn');
      const sarif = sarifLog(
        renderCheckSarif(result, { artifactUri: 'mcp-tools.lock', lockText: serializeLock(lockOf({ docs: before })) }),
      );
      return sarif.runs[0].results[0]!.partialFingerprints;
    };
    it('gives the new change a new fingerprint (code scanning would keep a dismissed fingerprint closed)', () => {
      expect(fingerprintOf('first edit')).not.toEqual(fingerprintOf('second, hostile edit'));
    });
    it('gives the same change the same fingerprint on a re-run (the twin: no duplicate alerts)', () => {
      expect(fingerprintOf('first edit')).toEqual(fingerprintOf('first edit'));
    });
  });

  it('is valid SARIF 2.1.0 (the OASIS JSON schema)', () => {
    const { result, lockText } = richResult();
    const sarif = renderCheckSarif(result, { artifactUri: 'mcp-tools.lock', lockText });
    const ok = validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the schema check can fail (a result without a message is refused)', () => {
    const { result, lockText } = richResult();
    const sarif = sarifLog(renderCheckSarif(result, { artifactUri: 'mcp-tools.lock', lockText }));
    delete sarif.runs[0].results[0]!.message;
    expect(validate(sarif)).toBe(false);
  });

  it('has a rule per kind of change and a result per changed tool, located in the lock at the tool’s line', () => {
    const { result, lockText } = richResult();
    const sarif = sarifLog(renderCheckSarif(result, { artifactUri: 'mcp-tools.lock', lockText }));
    const run = sarif.runs[0];
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(Object.keys(SARIF_RULES).map((k) => `toolseal/${k}`));
    const byTool = Object.fromEntries(run.results.map((r) => [r.properties.tool, r]));
    expect(Object.keys(byTool).sort()).toEqual([HOSTILE, 'delete_page', 'fresh', 'gone', 'narrow_me', 'search'].sort());
    expect([byTool.delete_page.ruleId, byTool.delete_page.level]).toEqual(['toolseal/privilege-widening', 'error']);
    expect([byTool.narrow_me.ruleId, byTool.narrow_me.level]).toEqual(['toolseal/privilege-narrowing', 'note']);
    expect([byTool.search.ruleId, byTool.search.level]).toEqual(['toolseal/tool-changed', 'warning']);
    expect(byTool.fresh.ruleId).toBe('toolseal/tool-added');
    expect(byTool.gone.ruleId).toBe('toolseal/tool-removed');
    for (const r of run.results) {
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
      expect(r.locations[0].physicalLocation.artifactLocation.uri).toBe('mcp-tools.lock');
    }
    const lines = lockText.split('\n');
    expect(lines[byTool.search.locations[0].physicalLocation.region.startLine - 1]).toBe('        "search": {');
    expect(lines[byTool.fresh.locations[0].physicalLocation.region.startLine - 1]).toBe('    "docs": {');
    expect(byTool.search.message.text).toContain('/inputSchema/properties/query/description');
  });

  describe('with --config: each server’s results at the line of its key in the config file', () => {
    const { result } = richResult(); // changes on server "docs"
    const startLine = (configText: string) =>
      new Set(
        sarifLog(renderCheckSarif(result, { artifactUri: '.mcp.json', configText })).runs[0].results.map(
          (r) => r.locations[0].physicalLocation.region.startLine,
        ),
      );

    it('finds the key in .mcp.json (mcpServers), past a comment and a string that only look like it', () => {
      const text = [
        '{',
        '  // "docs": { is not here',
        '  "mcpServers": {',
        '    "other": { "command": "x", "args": ["\\"docs\\": {"] },',
        '    "docs": {',
        '      "command": "y"',
        '    },',
        '  }',
        '}',
      ].join('\n');
      expect(startLine(text)).toEqual(new Set([5]));
    });

    it('finds it in a VS Code settings.json (mcp.servers)', () => {
      expect(
        startLine('{\n  "editor.fontSize": 14,\n  "mcp": {\n    "servers": {\n      "docs": { "command": "y" }\n    }\n  }\n}\n'),
      ).toEqual(new Set([5]));
    });

    it('finds it in .vscode/mcp.json (servers)', () => {
      expect(startLine('{\n  "servers": {\n\n    "docs": { "type": "stdio", "command": "y" }\n  }\n}\n')).toEqual(new Set([4]));
    });

    it('(control) a server the file does not name, and a file that is not JSON, point at line 1', () => {
      expect(startLine('{ "mcpServers": { "other": {} } }')).toEqual(new Set([1]));
      expect(startLine('not json')).toEqual(new Set([1]));
    });

    it('stays valid SARIF', () => {
      expect(validate(renderCheckSarif(result, { artifactUri: '.mcp.json', configText: '{\n "mcpServers": {\n  "docs": {}\n }\n}' }))).toBe(
        true,
      );
    });
  });

  it('links each rule to its entry in docs/troubleshooting.md, and the tool to the repository in package.json', () => {
    const sarif = sarifLog(renderCheckSarif(richResult().result, { artifactUri: 'l' }));
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const repository = String(pkg.repository.url)
      .replace(/^git\+/, '')
      .replace(/\.git$/, '');
    expect(sarif.runs[0].tool.driver.informationUri).toBe(repository);
    const anchors = new Set(
      [...readFileSync(join(ROOT, 'docs', 'troubleshooting.md'), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
        m[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      ),
    );
    expect(new Set(sarif.runs[0].tool.driver.rules.map((r) => r.helpUri)).size).toBe(Object.keys(SARIF_RULES).length); // an entry each
    for (const rule of sarif.runs[0].tool.driver.rules) {
      const [page, anchor] = String(rule.helpUri).split('#');
      expect({ rule: rule.id, page, anchor: anchors.has(anchor!) }).toEqual({
        rule: rule.id,
        page: `${repository}/blob/main/docs/troubleshooting.md`,
        anchor: true,
      });
    }
  });

  it('raises changes to error under on-change fail; widening is error under warn too', () => {
    const warn = sarifLog(renderCheckSarif(richResult('warn').result, { artifactUri: 'l' }));
    const fail = sarifLog(renderCheckSarif(richResult('fail').result, { artifactUri: 'l' }));
    const level = (s: SarifLog, tool: string) => s.runs[0].results.find((r) => r.properties.tool === tool)?.level;
    expect(level(warn, 'search')).toBe('warning');
    expect(level(fail, 'search')).toBe('error');
    expect(level(warn, 'delete_page')).toBe('error');
  });

  it('carries no server text (names and pointers only)', () => {
    expect(markerIn(JSON.stringify(renderCheckSarif(richResult().result, { artifactUri: 'l' })))).toBeUndefined();
  });

  it('no change, no result (and still valid)', () => {
    const tools = docsTools();
    const sarif = renderCheckSarif(checkServers([{ serverId: 'docs', tools }], lockOf({ docs: tools }), 'warn'), {
      artifactUri: 'mcp-tools.lock',
    });
    expect(sarifLog(sarif).runs[0].results).toEqual([]);
    expect(validate(sarif)).toBe(true);
  });
});

describe('renderCheckMarkdown', () => {
  it('lists changed tools, fields, pointers and widenings', () => {
    const md = renderCheckMarkdown(richResult().result);
    expect(md).toContain('| search | changed | inputSchema | /inputSchema/properties/query/description |');
    expect(md).toMatch(/\| delete_page \| changed \| annotations \|[^\n]*⛔ widening: destructiveHint true → false/);
    expect(md).toContain('↘️ narrowing: readOnlyHint true → false');
    expect(md).toContain('| fresh | added |');
    expect(md).toContain('| gone | removed |');
    expect(md).toContain('none of this server’s tools is approved');
    expect(md).toContain('Not pinned: baseline of 1 tool');
  });

  it('escapes server-supplied names: no raw table pipe, HTML, link, mention or control character', () => {
    const md = renderCheckMarkdown(richResult().result);
    const row = md.split('\n').find((l) => l.includes('hostile') || l.includes('x&#124;y'))!;
    expect(row).toBeDefined();
    expect(row.split('|').length).toBe(7); // six cells' borders only: the name's | is a character reference
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

describe('renderCheckText', () => {
  it('a line per change, pointers below, and no colour unless asked', () => {
    const text = renderCheckText(richResult().result);
    expect(text).toContain('  changed  "search"  inputSchema\n      at "/inputSchema/properties/query/description"');
    expect(text).toContain('WIDENING destructiveHint true -> false');
    expect(text).toContain('  added    "fresh"');
    expect(text).toContain('  removed  "gone"');
    expect(text).not.toContain('exit 3'); // the failure line is the CLI's, on stderr
    expect(checkFailureMessage(richResult().result)).toMatch(/^check: a tool widened its own privileges on .* \(exit 3\)/);
    expect(text).not.toContain('\u001b[');
    expect(renderCheckText(richResult().result, { color: true })).toContain('\u001b[31;1mWIDENING');
  });

  it('quotes server names so they cannot drive the terminal', () => {
    const text = renderCheckText(richResult().result, { color: false });
    // eslint-disable-next-line no-control-regex -- the report must hold no raw ESC
    expect(text).not.toMatch(/[\u001b\u202e]/);
    expect(quoteForTerminal('a\u001b[2J\u202eb\n')).toBe('"a\\u001b[2J\\u202eb\\n"');
  });

  it('holds no server text', () => {
    expect(markerIn(renderCheckText(richResult().result))).toBeUndefined();
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
});
