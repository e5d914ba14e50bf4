import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import { emptyLock } from '../../src/core/lock.js';
import { serializeLockBytes } from '../../src/core/lock-text.js';
import { CLI, FIXTURES } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';

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
