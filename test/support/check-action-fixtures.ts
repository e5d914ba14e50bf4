import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { emptyLock, lockEntryOf, withServer } from '../../src/core/lock/lock.js';
import { serializeLock } from '../../src/core/lock/lock-text.js';
import { snapshotFileName } from '../../src/core/snapshot/snapshot-file-name.js';
import { buildSnapshot } from '../../src/core/snapshot/snapshot.js';
import type { RawTool } from '../../src/core/surface/surface.js';

/** The name from issue 7 that must not break a table, inject HTML, form a link or close a comment. */
export const EVIL = 'x|y</td><img src=x onerror=alert(1)>`-->[a](https://e.example)';
/** A description that tries to close any fence and inject HTML after it. */
export const EVIL_TEXT = 'SENTINEL-DESCRIPTION ```\n</details><img src=x onerror=alert(2)>\n````\n~~~\n<!-- -->';
export const SERVER = 'docs';

export const TOKEN = 'ghs_TESTTOKEN_Zq7pV3xN9wK2mR8tL5';
export const READ_ONLY_TOKEN = 'ghs_READONLY_Hy4bC6dF1gJ0kM3nP7';

function searchTool(description = 'Words to look for.'): RawTool {
  return {
    name: 'search',
    description: 'Full-text search.',
    inputSchema: { type: 'object', properties: { query: { type: 'string', description } }, required: ['query'] },
    annotations: { readOnlyHint: true },
  };
}

function deleteTool(annotations: Record<string, unknown> = { destructiveHint: true }): RawTool {
  return { name: 'delete_page', description: 'Delete a page.', inputSchema: { type: 'object' }, annotations };
}

function evilTool(description = 'v1'): RawTool {
  return { name: EVIL, description, inputSchema: { type: 'object' } };
}

/** The tool sets the tests use: what was pinned and what the server returns now. */
export const SURFACES = {
  pinned: () => [searchTool(), deleteTool(), evilTool()],
  /** A description and a schema property's description changed: a change, not a widening. */
  changed: () => [searchTool('Words to look for, or a regular expression.'), deleteTool(), evilTool(EVIL_TEXT)],
  /** delete_page now claims to be read-only: a widening. */
  widened: () => [searchTool(), deleteTool({ destructiveHint: true, readOnlyHint: true }), evilTool()],
  /** search no longer claims to be read-only: a narrowing only. */
  narrowed: () => [{ ...searchTool(), annotations: {} }, deleteTool(), evilTool()],
};

/**
 * A workspace as a repository would hold it: `mcp-tools.lock` pinning the `pinned` tools of server `docs`,
 * the reviewed snapshot in `.toolseal/snapshots/`, and `now.snapshot.json` standing in for the live server.
 */
export function workspace(now: RawTool[], opts: { pinned?: RawTool[]; extraServers?: Record<string, RawTool[]> } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-check-ws-'));
  const pinned = opts.pinned ?? SURFACES.pinned();
  let lock = withServer(emptyLock(), SERVER, lockEntryOf(pinned));
  for (const [id, tools] of Object.entries(opts.extraServers ?? {})) lock = withServer(lock, id, lockEntryOf(tools));
  writeFileSync(join(dir, 'mcp-tools.lock'), serializeLock(lock));
  mkdirSync(join(dir, '.toolseal', 'snapshots'), { recursive: true });
  writeFileSync(join(dir, '.toolseal', 'snapshots', snapshotFileName(SERVER)), JSON.stringify(snapshotOf(pinned), null, 2));
  writeNow(dir, now);
  return dir;
}

/** Replaces what the "live server" returns (the snapshot the action reads). */
export function writeNow(dir: string, now: RawTool[]): void {
  writeFileSync(join(dir, 'now.snapshot.json'), JSON.stringify(snapshotOf(now), null, 2));
}

function snapshotOf(tools: RawTool[]) {
  return buildSnapshot({
    server: SERVER,
    capturedAt: new Date('2026-01-01T00:00:00Z'),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs', version: '1.0.0' },
    pages: 1,
    tools,
  });
}

/** A pull_request event payload for PR #42 of octo-org/octo-repo (from a fork when asked). */
export function pullRequestEvent(opts: { fork?: boolean } = {}) {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 42,
      pull_request: {
        number: 42,
        head: { sha: 'a'.repeat(40), repo: { full_name: opts.fork ? 'someone/octo-repo' : 'octo-org/octo-repo' } },
        base: { repo: { full_name: 'octo-org/octo-repo' } },
      },
      repository: { full_name: 'octo-org/octo-repo' },
    },
  };
}

/** Renders Markdown close to how GitHub does (GFM tables, raw HTML passed through, bare URLs linked). */
export function renderAsGitHub(markdown: string): string {
  return new MarkdownIt({ html: true, linkify: true }).render(markdown);
}

/** Decodes the entities markdown-it writes in text, to compare a rendered cell with the original string. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The cells of every table row in rendered HTML. */
export function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => c[1]!));
}
