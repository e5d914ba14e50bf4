import { buildStatement } from '../../../../src/core/statement/statement.js';
import { digestTools, type RawTool } from '../../../../src/core/surface/surface.js';
import {
  changedToolNames,
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  type VerifyReport,
} from '../../../../src/core/statement/verify-report.js';

const TOOLS: RawTool[] = [
  { name: 'search', description: 'Search', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'words' } } } },
  { name: 'fetch', description: 'Fetch', annotations: { readOnlyHint: true } },
  { name: 'gone', description: 'Removed later' },
];
const signed = buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools: TOOLS }).statement.predicate;

describe('compareWithSigned', () => {
  it('says same for the signed tools in any order', () => {
    const c = compareWithSigned(signed, digestTools([...TOOLS].reverse(), { fields: true }));
    expect(c).toMatchObject({ match: 'same', added: [], removed: [], changed: [] });
  });

  it('names tools added, removed and changed, with the changed fields', () => {
    const live: RawTool[] = [
      { ...TOOLS[0]!, inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'other words' } } } },
      { name: 'fetch', description: 'Fetch', annotations: { readOnlyHint: false }, title: 'Fetch' },
      { name: 'new_tool' },
    ];
    const c = compareWithSigned(signed, digestTools(live, { fields: true }));
    expect(c.match).toBe('different');
    expect(c.added).toEqual(['new_tool']);
    expect(c.removed).toEqual(['gone']);
    expect(c.changed).toEqual([
      { tool: 'fetch', fields: ['annotations', 'title'] },
      { tool: 'search', fields: ['inputSchema'] },
    ]);
    expect(changedToolNames(c)).toEqual(['fetch', 'gone', 'new_tool', 'search']);
  });

  it('names a field that was removed', () => {
    const live = [{ name: 'search', inputSchema: TOOLS[0]!.inputSchema }, TOOLS[1]!, TOOLS[2]!];
    const c = compareWithSigned(signed, digestTools(live, { fields: true }));
    expect(c.changed).toEqual([{ tool: 'search', fields: ['description'] }]);
  });
});

describe('the report renderings', () => {
  const hostile = 'x|y</code><img src=x onerror=alert(1)>@admin [a](http://e)\n| injected |';
  const live: RawTool[] = [...TOOLS, { name: hostile, description: 'evil' }];
  const report: VerifyReport = {
    bundle: 'b.sigstore.json',
    signer: {
      identity: 'https://github.com/o/r/.github/workflows/release.yml@refs/tags/v1',
      issuer: 'https://token.actions.githubusercontent.com',
      sourceRepository: 'https://github.com/o/r',
      sourceRepositoryOwner: 'https://github.com/o',
    },
    statement: { server: 'io.github.octo-org/docs', serverVersion: '1', revision: 1, manifestDigest: signed.manifestDigest },
    namespaceOwner: 'octo-org',
    live: { server: 'docs', source: 'snap.json', toolCount: live.length },
    comparison: compareWithSigned(signed, digestTools(live, { fields: true })),
  };

  it('escapes server strings in Markdown so they stay inside one table cell', () => {
    const md = renderVerifyMarkdown(report);
    const toolRows = md.split('\n').filter((l) => l.includes('| added |'));
    expect(toolRows).toHaveLength(1);
    // One row, three cells: the tool name's | and newline did not split it.
    expect(toolRows[0]!.split('|').length).toBe(5);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('@admin');
    expect(md).not.toContain('](http');
  });

  it('keeps control characters out of the terminal text', () => {
    const text = renderVerifyText(report);
    expect(text).not.toMatch(/\| injected \|\n/);
    expect(text).toContain('added    ' + JSON.stringify(hostile));
  });

  // Audit finding 6: JSON quoting leaves C1 controls (U+009B is a CSI), DEL and bidi overrides raw.
  it('escapes C1 controls, DEL, zero-width and bidi characters that JSON quoting leaves raw', () => {
    const nasty = 'run\u009b2J\u001b]0;t\u0007\u007f\u202eexe.txt\u200b\u2066';
    const text = renderVerifyText({
      ...report,
      statement: { ...report.statement, server: `io.github.x/y\n::error::forged${nasty}`, serverVersion: nasty },
      live: { ...report.live, source: nasty },
      comparison: compareWithSigned(signed, digestTools([...TOOLS, { name: nasty }], { fields: true })),
    });
    // eslint-disable-next-line no-control-regex -- the report must hold no raw control character
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(text.split('\n').filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    expect(text).toContain('added    "run\\u009b2J\\u001b]0;t\\u0007\\u007f\\u202eexe.txt\\u200b\\u2066"');
  });

  it('prints plain names exactly as JSON quotes them (control)', () => {
    const text = renderVerifyText({
      ...report,
      comparison: compareWithSigned(signed, digestTools([...TOOLS, { name: 'new-tool é' }], { fields: true })),
    });
    expect(text).toContain('added    "new-tool é"');
    expect(text).toContain('statement  "io.github.octo-org/docs" version "1" revision 1');
  });
});
