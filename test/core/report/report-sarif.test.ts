import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { checkServers } from '../../../src/core/check/check.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { SARIF_RULES, renderCheckSarif } from '../../../src/core/report/report-sarif.js';
import { FIXTURES, ROOT } from '../../support/paths.js';
import { sarifLog, type SarifLog } from '../../support/json-view.js';
import { docsTools, markerIn, withTool } from '../check/check-fixtures.js';
import { HOSTILE, kindsResult, lockOf, richResult } from './report-fixtures.js';

// ajv and ajv-formats are CommonJS with a `default` member; take whichever the loader hands over.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

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
    // A result per kind of each changed tool, the riskier first: the first result of a tool is its riskiest.
    const byTool = Object.fromEntries([...run.results].reverse().map((r) => [r.properties.tool, r]));
    expect(Object.keys(byTool).sort()).toEqual([HOSTILE, 'delete_page', 'fresh', 'gone', 'narrow_me', 'search'].sort());
    expect([byTool.delete_page.ruleId, byTool.delete_page.level]).toEqual(['toolseal/privilege-widening', 'error']);
    expect(run.results.filter((r) => r.properties.tool === 'delete_page').map((r) => r.ruleId)).toEqual([
      'toolseal/privilege-widening',
      'toolseal/tool-changed',
    ]);
    expect([byTool.narrow_me.ruleId, byTool.narrow_me.level]).toEqual(['toolseal/privilege-narrowing', 'note']);
    expect([byTool.search.ruleId, byTool.search.level]).toEqual(['toolseal/prose-changed', 'warning']);
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

  describe('a result per kind of change', () => {
    const results = (failOn?: Parameters<typeof kindsResult>[0]) =>
      sarifLog(renderCheckSarif(kindsResult(failOn), { artifactUri: 'l' })).runs[0].results.map((r) => [
        r.properties.tool,
        r.ruleId,
        r.level,
      ]);

    it('a tool with an expansion and a prose edit has a schema-expansion result and a prose-changed one; its twin, prose only, one', () => {
      expect(results()).toEqual([
        ['expand', 'toolseal/schema-expansion', 'warning'],
        ['expand', 'toolseal/prose-changed', 'warning'],
        ['narrow', 'toolseal/schema-narrowing', 'note'],
        ['reword', 'toolseal/prose-changed', 'warning'],
      ]);
    });

    it('under --fail-on schema-expansion the expansion is an error; the prose results stay warnings', () => {
      expect(results(['schema-expansion'])).toEqual([
        ['expand', 'toolseal/schema-expansion', 'error'],
        ['expand', 'toolseal/prose-changed', 'warning'],
        ['narrow', 'toolseal/schema-narrowing', 'note'],
        ['reword', 'toolseal/prose-changed', 'warning'],
      ]);
    });

    it('is valid SARIF 2.1.0', () => {
      const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif-2.1.0.schema.json'), 'utf8')) as object;
      const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(schema);
      expect(validate(renderCheckSarif(kindsResult(['prose']), { artifactUri: 'l' }))).toBe(true);
    });
  });
});
