#!/usr/bin/env node
// The MCP conformance suite's client under test: `conformance client --command "node client.mjs"`
// appends the scenario's server URL and sets MCP_CONFORMANCE_SCENARIO (and, for some scenarios,
// MCP_CONFORMANCE_CONTEXT with credentials). It runs `toolseal snapshot --url URL --oauth` from dist/,
// with this folder's browser.mjs as the browser and a fresh token cache, and exits with toolseal's code.
// A scenario that needs a tool called (scope step-up: tools/call needs a wider scope than tools/list)
// runs `toolseal guard --url URL --oauth` instead, as a host would, and calls the first tool through it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', '..', 'dist', 'cli.js');
const serverUrl = process.argv[process.argv.length - 1];
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const context = process.env.MCP_CONFORMANCE_CONTEXT ? JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT) : {};

// The client id document the suite's CIMD scenario expects (its authorization server does not fetch it).
const CIMD_CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

const args = ['snapshot', '--url', serverUrl, '--transport', 'http', '--timeout', '60', '--oauth', '--oauth-timeout', '30'];
args.push('--oauth-open', `"${process.execPath}" "${join(here, 'browser.mjs')}"`);
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
if (scenario === 'auth/basic-cimd') args.push('--oauth-client-metadata-url', CIMD_CLIENT_METADATA_URL);
if (context.client_id) args.push('--oauth-client-id', context.client_id);
if (context.client_secret) env.TOOLSEAL_OAUTH_CLIENT_SECRET = context.client_secret;
if (scenario.startsWith('auth/client-credentials')) args.push('--oauth-client-credentials');

/** Scenarios whose checks need a tool called: the guard, which calls tools, is the client there. */
const CALLS_A_TOOL = new Set(['auth/scope-step-up']);

/**
 * Plays a host in front of `toolseal guard` (its cwd has no lock: every tool is allowed): initialize,
 * tools/list, then tools/call of the first tool. Exits 0 when the call is answered with a result. Each
 * answer is waited for 110 s at most (the guard's start, its --timeout and the approval's --oauth-timeout, on
 * a busy machine), the whole for 120 s; the guard is ended when the host is done, and a failure says why.
 */
function hostThroughGuard(guardArgs, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'guard', ...guardArgs], { env, cwd, stdio: ['pipe', 'pipe', 'inherit'] });
    const waiting = new Map();
    let buffered = '';
    let done = false;
    const finish = (code, why) => {
      if (done) return;
      done = true;
      if (why) process.stderr.write(`conformance host: ${why}\n`);
      clearTimeout(timer);
      child.stdin.end();
      child.kill();
      resolve(code);
    };
    const timer = setTimeout(() => finish(1, 'not done within 120 s'), 120_000);
    child.on('error', () => finish(1, 'the guard could not be started'));
    child.stdin.on('error', () => {});
    child.on('exit', (code) => finish(1, `the guard exited (${code})`));
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let m;
        try {
          m = JSON.parse(line);
        } catch {
          continue;
        }
        if (m && m.method === undefined && waiting.has(m.id)) waiting.get(m.id)(m);
      }
    });
    let next = 1;
    const request = (method, params) =>
      new Promise((answer) => {
        const id = next++;
        const t = setTimeout(() => answer({ error: { message: `no answer to ${method} within 110 s` } }), 110_000);
        // The guard's pipes keep this process alive while it runs; a wait left after it ended does not.
        t.unref();
        waiting.set(id, (m) => {
          clearTimeout(t);
          answer(m);
        });
        child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
      });
    (async () => {
      const init = await request('initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'toolseal-conformance-host', version: '1' },
      });
      if (!init.result) return finish(1, `initialize: ${JSON.stringify(init.error)}`);
      child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
      const list = await request('tools/list', {});
      const name = list.result?.tools?.[0]?.name;
      if (typeof name !== 'string') return finish(1, `tools/list: ${JSON.stringify(list.error ?? list.result)}`);
      const call = await request('tools/call', { name, arguments: {} });
      finish(call.result ? 0 : 1, call.result ? undefined : `tools/call: ${JSON.stringify(call.error)}`);
    })();
  });
}

const cache = mkdtempSync(join(tmpdir(), 'toolseal-conformance-'));
env.XDG_CONFIG_HOME = cache;
try {
  if (CALLS_A_TOOL.has(scenario)) {
    // The command's own words after `snapshot` serve the guard as well.
    process.exitCode = await hostThroughGuard(args.slice(1), cache);
  } else {
    const r = spawnSync(process.execPath, [cli, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
    process.exitCode = r.status ?? 1;
  }
} finally {
  rmSync(cache, { recursive: true, force: true });
}
