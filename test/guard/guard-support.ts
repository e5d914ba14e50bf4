import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import { emptyLock } from '../../src/core/lock/lock.js';
import { serializeLockBytes } from '../../src/core/lock/lock-text.js';
import { CLI, FIXTURES } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { waitUntil } from '../mcp/helpers.js';

export const GUARD_SERVER = join(FIXTURES, 'servers', 'guard-upstream-server.mjs');
const ANY = z.unknown();

/** A folder for one test's lock, audit file and the server's call log. */
export function tempDir(): { dir: string; calls: string; lock: string; audit: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-'));
  // A lock that pins nothing yet (a --lock that does not exist is an error): pinServer adds to it.
  writeFileSync(join(dir, 'mcp-tools.lock'), serializeLockBytes(emptyLock()));
  return {
    dir,
    calls: join(dir, 'calls.log'),
    lock: join(dir, 'mcp-tools.lock'),
    audit: join(dir, 'audit.jsonl'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The tool names that reached the server (its call log). */
export function callsOf(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** The audit events written so far. */
export function auditOf(file: string): Array<Record<string, unknown>> {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];
}

/** Pins the guard's test server (in its normal mode) with the real `toolseal lock`. */
export async function pinServer(lock: string, calls: string, serverArgs: string[] = []): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', lock, ...serverArgs, '--', process.execPath, GUARD_SERVER, calls]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

export interface Host {
  client: Client;
  transport: StdioClientTransport;
  /** Everything the guard wrote on stderr so far. */
  stderr(): string;
  /** Waits (bounded) until stderr matches, and returns it: stderr and stdout are separate pipes. */
  stderrMatching(re: RegExp): Promise<string>;
  listChanged(): number;
  /** tools/list as the host gets it, raw (not the SDK's re-typed copy). */
  rawList(): Promise<{ tools: Array<Record<string, unknown>> } & Record<string, unknown>>;
  toolNames(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The host: the MCP SDK's Client over its own StdioClientTransport, starting `node dist/cli.js guard
 * GUARD_ARGS -- node guard-upstream-server.mjs CALLS [PID_FILE]`. It answers sampling, elicitation
 * and roots requests.
 */
/**
 * The fixture servers name themselves (no --server-id) and every test's folder has a lock file, where the
 * guard's default for a server the lock does not pin is block (NOT_PINNED, tested with its twins in
 * guard-approval.test.ts). Tests through this host that do not say otherwise rely on the allow they had
 * before that default: it is stated on the command line, never assumed.
 */
function withUnpinnedStated(guardArgs: string[]): string[] {
  return guardArgs.includes('--unpinned') || guardArgs.includes('--server-id') ? guardArgs : [...guardArgs, '--unpinned', 'allow'];
}

export async function startHost(
  guardArgs: string[],
  upstream: string[],
  options: { connect?: boolean; env?: Record<string, string>; capabilities?: Record<string, unknown> } = {},
): Promise<Host> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'guard', ...withUnpinnedStated(guardArgs), ...upstream],
    stderr: 'pipe',
    env: options.env ?? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  let err = '';
  transport.stderr?.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const client = new Client(
    { name: 'test-host', version: '1.0.0' },
    { capabilities: options.capabilities ?? { sampling: {}, elicitation: { form: {} }, roots: {} } },
  );
  // A handler only for what the host declares (the SDK refuses one for an undeclared capability).
  const declared = (name: string) => options.capabilities === undefined || Object.hasOwn(options.capabilities, name);
  if (declared('sampling'))
    client.setRequestHandler(CreateMessageRequestSchema, async () => ({
      role: 'assistant',
      model: 'test-model',
      content: { type: 'text', text: 'forty-two' },
    }));
  if (declared('elicitation')) client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { name: 'Ada' } }));
  if (declared('roots'))
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work/project', name: 'project' }] }));
  let changed = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    changed++;
  });
  if (options.connect !== false) await client.connect(transport);
  const rawList = async () =>
    (await client.request({ method: 'tools/list', params: {} }, ANY)) as { tools: Array<Record<string, unknown>> };
  return {
    client,
    transport,
    stderr: () => err,
    stderrMatching: async (re) => {
      const until = Date.now() + 10_000;
      while (!re.test(err) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return err;
    },
    listChanged: () => changed,
    rawList,
    toolNames: async () => (await rawList()).tools.map((t) => t.name as string),
    close: () => client.close(),
  };
}

/** The upstream command line for the test server. */
export function upstream(calls: string, pidFile?: string): string[] {
  return ['--', process.execPath, GUARD_SERVER, calls, ...(pidFile ? [pidFile] : [])];
}

export async function setMode(host: Host, mode: string): Promise<void> {
  const before = host.listChanged();
  // A resource read: it passes through whatever the state of the surface (a blocked server's prompts are withheld).
  await host.client.readResource({ uri: `guard://mode/${mode}` });
  // The server sends list_changed for each tool it updated; the guard forwards them.
  const until = Date.now() + 10_000;
  while (host.listChanged() === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

export const ALL_TOOLS = ['search', 'delete_file', 'ask_model', 'slow_echo'];

export interface RawHost {
  child: ChildProcessWithoutNullStreams;
  /** The lines the guard wrote on stdout so far, without their newline. */
  lines: string[];
  /** Every byte the guard wrote on stdout so far. */
  raw(): Buffer;
  stderr: () => string;
  /** Writes one line (its newline added). */
  send: (line: string) => void;
  exited: Promise<number | null>;
}

/** A host written by hand: the guard as a process (`toolseal guard ARGS`), lines in, lines out. */
export function rawHost(args: string[], options: { cwd?: string } = {}): RawHost {
  const child = spawn(process.execPath, [CLI, 'guard', ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const chunks: Buffer[] = [];
  let buf = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    chunks.push(c);
    buf += c.toString('utf8');
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      lines.push(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
    }
  });
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, lines, raw: () => Buffer.concat(chunks), stderr: () => err, send: (line) => child.stdin.write(line + '\n'), exited };
}

/**
 * While the server is blocked the host cannot change its tools back (setMode's resources/read is refused,
 * unsent), so the server changes them itself, as an update would: the test server behind a relay that,
 * when the test writes a mode to CONTROL, reads guard://mode/<mode> on its own and keeps the answer.
 */
const RELAY = [
  "const { spawn } = require('node:child_process');",
  "const { existsSync, readFileSync, rmSync } = require('node:fs');",
  'const [server, calls, control] = process.argv.slice(1);',
  "const child = spawn(process.execPath, [server, calls], { stdio: ['pipe', 'pipe', 'inherit'] });",
  "child.on('exit', (code) => process.exit(code ?? 1));",
  'const lines = (stream, each) => {',
  "  let buf = '';",
  "  stream.setEncoding('utf8');",
  "  stream.on('data', (c) => {",
  '    buf += c;',
  "    for (let nl; (nl = buf.indexOf('\\n')) >= 0; buf = buf.slice(nl + 1)) each(buf.slice(0, nl + 1));",
  '  });',
  '};',
  'lines(process.stdin, (l) => child.stdin.write(l));',
  "process.stdin.on('end', () => child.stdin.end());",
  'lines(child.stdout, (l) => { if (!l.includes(\'"id":"relay-\')) process.stdout.write(l); });',
  'let n = 0;',
  'setInterval(() => {',
  '  if (!existsSync(control)) return;',
  "  const uri = 'guard://mode/' + readFileSync(control, 'utf8');",
  '  rmSync(control);',
  "  child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 'relay-' + n++, method: 'resources/read', params: { uri } }) + '\\n');",
  '}, 20).unref();',
].join('\n');

export function relayed(calls: string, control: string): string[] {
  return ['--', process.execPath, '-e', RELAY, GUARD_SERVER, calls, control];
}

/** The server changes its tools on its own; waits for its list_changed to reach the host. */
export async function serverSetsMode(host: Host, control: string, mode: string): Promise<void> {
  const before = host.listChanged();
  writeFileSync(control, mode);
  expect(await waitUntil(() => host.listChanged() > before, 10_000)).toBe(true);
}

/** A resources/read while blocked: refused by the guard, never sent (the server's mode stays as it is). */
export async function expectReadRefused(host: Host, code: string): Promise<void> {
  const e = await host.client.readResource({ uri: 'guard://mode/normal' }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(McpError);
  expect((e as McpError).code).toBe(-32602);
  expect((e as McpError).message).toBe(`MCP error -32602: resources/read is refused by toolseal while the server is blocked: ${code}`);
}
