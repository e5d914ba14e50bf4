import { PassThrough } from 'node:stream';
import { emptyLock } from '../../src/core/lock/lock.js';
import { GuardProxy } from '../../src/guard/proxy.js';
import { DEFAULT_LIMITS, type LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { startFloodServer, type FloodMode, type FloodServer } from '../fixtures/servers/flood-http-server.js';
import { HostDriver, within } from '../support/in-process-guard.js';

// Back-pressure over --url: a server that streams while the host does not read is held back by the guard
// (its reading of the server's bodies pauses, the socket fills and the server's writes stall), as a stdio
// server is by a full pipe; the guard holds a bounded part of it, not the stream. Over Streamable HTTP in
// both eras and the legacy SSE transport, each beside its twin, a host that reads and gets everything.

/** 24 MiB of notifications (1,536 of 16 KiB): far more than the sockets' buffers hold (about 6 MB here). */
const COUNT = 1536;
const BYTES = 16_384;
/** What the guard may hold for a host that does not read: a few chunks of the stream (the bound is not the stream). */
const HELD_AT_MOST = 2 * 1024 * 1024;

interface Guarded {
  host: HostDriver;
  output: PassThrough;
  exit: Promise<number>;
}

const guards: Guarded[] = [];
const servers: FloodServer[] = [];
afterEach(async () => {
  for (const g of guards.splice(0)) {
    g.output.resume();
    g.host.end();
    await within(g.exit, "the guard's exit");
  }
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function specOf(mode: FloodMode, url: string): LiveServerSpec {
  if (mode === 'sse') return { kind: 'url', url, transport: 'sse' };
  return { kind: 'url', url, transport: 'http', protocol: mode === 'http-2026' ? '2026-07-28' : '2025-11-25' };
}

/** The guard from src/ in front of `spec`, its host on a PassThrough pair (unpinned servers allowed: the flood is approved). */
async function guardedHost(spec: LiveServerSpec): Promise<Guarded> {
  const input = new PassThrough();
  const output = new PassThrough();
  const proxy = new GuardProxy({
    upstream: spec,
    lock: emptyLock(),
    onChange: 'warn',
    unpinned: 'allow',
    limits: { ...DEFAULT_LIMITS, timeoutMs: 120_000 },
    input,
    output,
    stderr: () => {},
  });
  const host = new HostDriver(input, output);
  const g = { host, output, exit: proxy.run() };
  guards.push(g);
  await host.initialize();
  await host.request('tools/list');
  return g;
}

const floodCall = { name: 'flood', arguments: {} };

describe.each<FloodMode>(['http-2025', 'http-2026', 'sse'])('toolseal guard --url (%s): back-pressure', (mode) => {
  it('a host that does not read holds the server back: the server writes stall, the guard holds a bounded part; once the host reads, every message arrives (its twin reads throughout and gets the same)', async () => {
    const paused = await startFloodServer(mode, COUNT, BYTES);
    const reading = await startFloodServer(mode, COUNT, BYTES);
    servers.push(paused, reading);
    const hostile = await guardedHost(specOf(mode, paused.url));
    const twin = await guardedHost(specOf(mode, reading.url));

    // The hostile host stops reading the guard's output; the twin reads on.
    hostile.output.pause();
    hostile.host.send({ jsonrpc: '2.0', id: 'flood', method: 'tools/call', params: floodCall });
    twin.host.send({ jsonrpc: '2.0', id: 'flood', method: 'tools/call', params: floodCall });

    // The twin: the whole flood and the answer behind it.
    await twin.host.answerTo('flood', 120_000);
    expect(twin.host.notifications('notifications/message')).toHaveLength(COUNT);
    expect(reading.floods[0]).toEqual({ written: reading.total, finished: true });

    // Meanwhile (the same stream, as fast): the server that floods the host that does not read could not
    // write it all, and what the guard holds for the host is bounded.
    expect(paused.floods).toHaveLength(1);
    expect(paused.floods[0]!.finished).toBe(false);
    expect(paused.floods[0]!.written).toBeLessThan(paused.total / 2);
    expect(hostile.output.writableLength + hostile.output.readableLength).toBeLessThan(HELD_AT_MOST);

    // Nothing was lost: the host reads, and gets all of it, then the answer.
    hostile.output.resume();
    await hostile.host.answerTo('flood', 120_000);
    expect(hostile.host.notifications('notifications/message')).toHaveLength(COUNT);
    expect(paused.floods[0]).toEqual({ written: paused.total, finished: true });
  }, 240_000);
});
