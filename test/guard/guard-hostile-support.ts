import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { waitUntil } from '../mcp/helpers.js';
import type { RawHost } from './guard-support.js';

export const HOSTILE_SERVER = join(FIXTURES, 'servers', 'hostile-stdio-server.mjs');
export const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: { sampling: {} }, clientInfo: { name: 'raw-host', version: '1' } },
};

/** A tool of the hostile server; not read-only unless said otherwise (true is a widening of a pinned false). */
export const tool = (name: string, readOnly = false) => ({
  name,
  description: `tool ${name}`,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: readOnly },
});

/** Writes the server's script into `dir` (its log there too) and returns the upstream command line and the log's path. */
export function hostile(dir: string, cfg: Record<string, unknown>): { upstream: string[]; log: string } {
  const log = join(dir, 'server-stdin.log');
  const file = join(dir, `hostile-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ ...cfg, log }));
  return { upstream: ['--', process.execPath, HOSTILE_SERVER, file], log };
}

/** The lines the server read (as read, split as a lenient server splits). */
export function serverRead(log: string): string[] {
  return existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as string)
    : [];
}

/** Pins the server with the real `toolseal lock`, under this id. */
export async function pin(lock: string, serverId: string, upstream: string[]): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', lock, '--server-id', serverId, ...upstream]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

/** Sends a request and waits (bounded) for the line that answers it; returns it parsed. */
export async function ask(h: RawHost, message: Record<string, unknown>): Promise<Record<string, unknown>> {
  const id = JSON.stringify(message.id);
  h.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
  return answerTo(h, id);
}

/** Waits (bounded) for the answer with this id (written as JSON). */
export async function answerTo(h: RawHost, id: string): Promise<Record<string, unknown>> {
  const find = () => h.lines.find((l) => l.includes(`"id":${id}`) && !l.includes('"method"'));
  if (!(await waitUntil(() => find() !== undefined, 20_000))) throw new Error(`no answer to ${id}; stderr: ${h.stderr()}`);
  return JSON.parse(find()!) as Record<string, unknown>;
}

/** Starts the handshake as a host does. */
export async function handshake(h: RawHost): Promise<Record<string, unknown>> {
  const init = await ask(h, INIT);
  h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
  return init;
}

export async function closeHost(h: RawHost): Promise<void> {
  h.child.stdin.end();
  await h.exited;
}
