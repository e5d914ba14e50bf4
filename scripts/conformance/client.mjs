#!/usr/bin/env node
// The MCP conformance suite's client under test: `conformance client --command "node client.mjs"`
// appends the scenario's server URL and sets MCP_CONFORMANCE_SCENARIO (and, for some scenarios,
// MCP_CONFORMANCE_CONTEXT with credentials). It runs `toolseal snapshot --url URL --oauth` from dist/,
// with this folder's browser.mjs as the browser and a fresh token cache, and exits with toolseal's code.
import { spawnSync } from 'node:child_process';
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

const cache = mkdtempSync(join(tmpdir(), 'toolseal-conformance-'));
env.XDG_CONFIG_HOME = cache;
try {
  const r = spawnSync(process.execPath, [cli, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(cache, { recursive: true, force: true });
}
