import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, ROOT } from '../support/paths.js';
import type { ServerSpec } from '../../src/mcp/server/server-spec.js';

export const RAW_SERVER = join(FIXTURES, 'servers', 'raw-stdio-server.mjs');
export const EXAMPLE_SERVER = join(ROOT, 'examples', 'server', 'server.mjs');
export const EVERYTHING_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
export const MEMORY_SERVER = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

/** A stdio spec for the raw fixture server in one of its modes. */
export function rawServer(...modeAndArgs: string[]): ServerSpec {
  return { kind: 'stdio', command: process.execPath, args: [RAW_SERVER, ...modeAndArgs] };
}

/** Whether a process is still running (a zombie waiting to be reaped counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export async function waitUntil(cond: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return cond();
}

/**
 * The tools/list result of a stdio server, read off the wire by hand (initialize, initialized, one
 * tools/list), as the JSON text of the result: the independent reference a snapshot must equal.
 */
export function rawToolsListText(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    let buf = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('raw client timed out'));
    }, 20_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (!line.startsWith('{')) continue;
        const msg = JSON.parse(line) as { id?: number; result?: unknown };
        if (msg.id === 1) {
          child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
          child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }) + '\n');
        } else if (msg.id === 2) {
          clearTimeout(timer);
          child.stdin.end();
          child.kill('SIGTERM');
          resolve(JSON.stringify((msg.result as { tools: unknown }).tools));
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }) + '\n',
    );
  });
}

/**
 * The initialize result and one page of each list method of a stdio server, read off the wire by hand (no
 * SDK), as JSON texts by method: the independent reference for a snapshot's instructions, prompts and
 * resource templates.
 */
export function rawResultTexts(command: string, args: string[], methods: string[]): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    const out: Record<string, string> = {};
    let buf = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('raw client timed out'));
    }, 20_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (!line.startsWith('{')) continue;
        const msg = JSON.parse(line) as { id?: number; result?: unknown };
        if (msg.id === undefined) continue;
        out[msg.id === 0 ? 'initialize' : methods[msg.id - 1]!] = JSON.stringify(msg.result);
        if (msg.id === 0) {
          child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
          methods.forEach((method, i) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: i + 1, method, params: {} }) + '\n'));
        }
        if (Object.keys(out).length === methods.length + 1) {
          clearTimeout(timer);
          child.stdin.end();
          child.kill('SIGTERM');
          resolve(out);
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }) + '\n',
    );
  });
}
