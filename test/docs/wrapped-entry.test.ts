import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WRAPPED_KEY, wrapConfigText } from '../../src/guard/wrap-config.js';
import { readMcpConfig } from '../../src/mcp/config/config-file.js';
import { ROOT } from '../support/paths.js';

// docs/guard.md shows a Claude Code entry before and after `toolseal wrap`: what it shows, toolsealWrapped
// included, is what wrap writes for that entry.

const GUARD_DOC = readFileSync(join(ROOT, 'docs', 'guard.md'), 'utf8');

/** The two JSON blocks after the doc's "**Claude Code** (`.mcp.json`), before and after" line. */
function beforeAndAfter(): [string, string] {
  const at = GUARD_DOC.indexOf('**Claude Code** (`.mcp.json`), before and after');
  const blocks = [...GUARD_DOC.slice(at).matchAll(/^```json\n([\s\S]*?)^```/gm)].slice(0, 2).map((m) => m[1]!);
  return [blocks[0]!, blocks[1]!];
}

const wrapAsTheDocDoes = (before: string) =>
  JSON.parse(
    wrapConfigText(before, '.mcp.json', {
      toolseal: ['/usr/local/bin/node', '/home/me/project/node_modules/toolseal/dist/cli.js'],
      lock: '/home/me/project/mcp-tools.lock',
    }).text,
  ) as { mcpServers: Record<string, Record<string, unknown>> };

describe("docs/guard.md's wrapped entry", () => {
  it('is what wrap writes, toolsealWrapped with the replaced members and originalText', () => {
    const [before, after] = beforeAndAfter();
    expect(wrapAsTheDocDoes(before)).toEqual(JSON.parse(after));
  });

  it('a toolsealWrapped without originalText (as the doc showed it) is not what wrap writes', () => {
    const [before, after] = beforeAndAfter();
    const shown = JSON.parse(after) as { mcpServers: { docs: Record<string, Record<string, unknown>> } };
    delete shown.mcpServers.docs[WRAPPED_KEY]!.originalText;
    expect(wrapAsTheDocDoes(before)).not.toEqual(shown);
  });
});

// docs/guard.md says every command that reads a config reads a wrapped entry as the server behind its guard,
// and shows the line that says so: the doc's own "after" entry, read as a config, gives that line and that server.
describe("docs/guard.md's read-through of a wrapped entry", () => {
  const read = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-doc-wrapped-'));
    try {
      writeFileSync(join(dir, '.mcp.json'), text);
      return readMcpConfig(join(dir, '.mcp.json'), { DOCS_TOKEN: 't' })[0]!;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('the wrapped entry: read as the server behind the guard, with the line the doc shows', () => {
    const shown = /^(toolseal: reading "docs" through its toolseal guard entry: .*)$/m.exec(GUARD_DOC)?.[1];
    const s = read(beforeAndAfter()[1]);
    expect(`toolseal: ${s.note}`).toBe(shown);
    expect(s.spec).toMatchObject({ kind: 'stdio', command: 'npx', args: ['-y', '@example/docs-server'] });
  });

  it('its twin, the entry before wrap: the same server, and no line (nothing is read through)', () => {
    const s = read(beforeAndAfter()[0]);
    expect(s.note).toBeUndefined();
    expect(s.spec).toMatchObject({ kind: 'stdio', command: 'npx', args: ['-y', '@example/docs-server'] });
  });
});
