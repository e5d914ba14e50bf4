import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpUpstream } from '../../../src/guard/upstream/http.js';
import { openUpstream } from '../../../src/guard/upstream/index.js';
import { ModernUpstream } from '../../../src/guard/upstream/modern.js';
import { ModernStdioUpstream } from '../../../src/guard/upstream/modern-stdio.js';
import { StdioUpstream } from '../../../src/guard/upstream/stdio.js';
import type { LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { scriptedServer, within } from '../../support/in-process-guard.js';
import { initializeRequest, lineOf, RecordedEvents, sessionOf, upstreamOptions } from './upstream-events.js';

// openUpstream, the one place that picks the upstream for a server: by the spec's kind, its --protocol,
// its transport and --oauth. Opening starts nothing (start does); the pick it makes then talks to the server.

type Expected = typeof StdioUpstream | typeof ModernStdioUpstream | typeof HttpUpstream | typeof ModernUpstream;

const stdio: Extract<LiveServerSpec, { kind: 'stdio' }> = { kind: 'stdio', command: process.execPath, args: ['server.mjs'] };
const url: Extract<LiveServerSpec, { kind: 'url' }> = { kind: 'url', url: 'http://127.0.0.1:9/mcp', transport: 'http' };
const oauth = { cacheDir: join(tmpdir(), 'toolseal-never-written') };

function opened(spec: LiveServerSpec) {
  const events = new RecordedEvents();
  return { u: openUpstream(spec, events, sessionOf(spec), upstreamOptions(events)), events };
}

describe('openUpstream', () => {
  it.each<[string, LiveServerSpec, Expected]>([
    ['stdio, no --protocol: the 2026-07-28 edge (auto)', stdio, ModernStdioUpstream],
    ['stdio --protocol 2026-07-28', { ...stdio, protocol: '2026-07-28' }, ModernStdioUpstream],
    ['stdio --protocol 2025-11-25: the plain stdio upstream', { ...stdio, protocol: '2025-11-25' }, StdioUpstream],
    ['--url over Streamable HTTP, auto', url, ModernUpstream],
    ['--url --protocol 2025-11-25', { ...url, protocol: '2025-11-25' }, HttpUpstream],
    ['--url over SSE, auto', { ...url, transport: 'sse' }, HttpUpstream],
    ['--url with --oauth, auto', { ...url, oauth }, HttpUpstream],
    ['--url over SSE --protocol 2026-07-28', { ...url, transport: 'sse', protocol: '2026-07-28' }, ModernUpstream],
  ])('%s', (_what, spec, expected) => {
    const { u } = opened(spec);
    expect(u).toBeInstanceOf(expected);
    // The subclass is not the answer when the base class is asked for.
    if (expected === StdioUpstream) expect(u).not.toBeInstanceOf(ModernStdioUpstream);
    expect(u.pid).toBeUndefined();
  });

  it('the upstream it opens for a stdio spec starts that server and passes its answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-open-upstream-'));
    const { u, events } = opened(scriptedServer(dir, {}).spec);
    try {
      await within(u.start(), 'start');
      expect(u.pid).toEqual(expect.any(Number));
      u.forward(lineOf(initializeRequest(1)), initializeRequest(1));
      expect(await events.answerTo(1)).toMatchObject({ result: { serverInfo: { name: 'hostile' } } });
    } finally {
      await within(u.close(), 'close');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
