// Benchmark: what OAuth costs a snapshot once authorized. `toolseal snapshot --url` of a server behind
// OAuth (the MCP SDK's server auth helpers, in a process of its own on 127.0.0.1) with the token an
// earlier `--oauth` run cached, against the same snapshot with that token given as a static
// `--header "Authorization: Bearer …"`. Target: the cached-token run <= 1.15x the header run (it also
// reads the token cache and opens, then closes, the loopback redirect listener).
//
// This file is also the server: `node oauth.mjs --serve` prints its MCP URL on stdout and runs until stdin
// closes. TOOLSEAL_CLI=path overrides dist/cli.js.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

async function serve() {
  const { createRequire } = await import('node:module');
  const express = createRequire(import.meta.url)('express');
  const { mcpAuthRouter, getOAuthProtectedResourceMetadataUrl } = await import('@modelcontextprotocol/sdk/server/auth/router.js');
  const { requireBearerAuth } = await import('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
  const { InvalidGrantError, InvalidTokenError } = await import('@modelcontextprotocol/sdk/server/auth/errors.js');
  const { Server } = await import('@modelcontextprotocol/sdk/server/index.js');
  const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
  const { ListToolsRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');

  const clients = new Map();
  const codes = new Map();
  const tokens = new Set();
  const issue = () => {
    const t = randomBytes(24).toString('hex');
    tokens.add(t);
    return { access_token: t, token_type: 'Bearer', expires_in: 3600 };
  };
  const provider = {
    clientsStore: {
      getClient: (id) => clients.get(id),
      registerClient: (c) => {
        const full = { ...c, client_id: randomBytes(8).toString('hex'), client_id_issued_at: Math.floor(Date.now() / 1000) };
        clients.set(full.client_id, full);
        return full;
      },
    },
    async authorize(_client, params, res) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, params.codeChallenge);
      const target = new URL(params.redirectUri);
      target.searchParams.set('code', code);
      if (params.state) target.searchParams.set('state', params.state);
      res.redirect(302, target.href);
    },
    async challengeForAuthorizationCode(_client, code) {
      if (!codes.has(code)) throw new InvalidGrantError('unknown code');
      return codes.get(code);
    },
    async exchangeAuthorizationCode(_client, code) {
      codes.delete(code);
      return issue();
    },
    async exchangeRefreshToken() {
      throw new InvalidGrantError('no refresh tokens here');
    },
    async verifyAccessToken(token) {
      if (!tokens.has(token)) throw new InvalidTokenError('unknown token');
      return { token, clientId: 'bench', scopes: [], expiresAt: Math.floor(Date.now() / 1000) + 3600 };
    },
  };
  const tools = Array.from({ length: 20 }, (_, i) => ({ name: `tool_${i}`, description: `tool ${i}`, inputSchema: { type: 'object' } }));
  const app = express();
  const http = app.listen(0, '127.0.0.1', () => {
    const base = `http://127.0.0.1:${http.address().port}`;
    const mcp = new URL(`${base}/mcp`);
    app.use(mcpAuthRouter({ provider, issuerUrl: new URL(base), resourceServerUrl: mcp }));
    app.all(
      '/mcp',
      requireBearerAuth({ verifier: provider, resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcp) }),
      express.json(),
      async (req, res) => {
        const server = new Server({ name: 'oauth-bench', version: '1.0.0' }, { capabilities: { tools: {} } });
        server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        res.on('close', () => void server.close().catch(() => {}));
        await server.connect(transport);
        await transport.handleRequest(req, res, req.body);
      },
    );
    process.stdout.write(`${mcp.href}\n`);
  });
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

async function bench() {
  const { CLI, NODE, ROOT, benchDir, compareProcesses, printComparison, timeProcess } = await import('../bench-lib.mjs');
  const cli = process.env.TOOLSEAL_CLI ?? CLI;
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const self = fileURLToPath(import.meta.url);
  const config = join(benchDir('oauth'), 'config');
  rmSync(config, { recursive: true, force: true });
  const server = spawn(NODE, [self, '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (c) => {
        out += c;
        if (out.includes('\n')) resolve(out.trim());
      });
      server.on('exit', () => reject(new Error('the OAuth server exited')));
      setTimeout(() => reject(new Error('the OAuth server did not start in 20 s')), 20_000);
    });
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CONFIG_HOME: config };
    // Authorize once, the way a user does, with the conformance suite's browser stand-in.
    const browser = `"${NODE}" "${join(ROOT, 'scripts', 'conformance', 'browser.mjs')}"`;
    timeProcess({
      name: 'authorize once',
      args: [cli, 'snapshot', '--url', url, '--oauth', '--oauth-open', browser, '--oauth-timeout', '30'],
      env,
    });
    const dir = join(config, 'toolseal', 'oauth');
    const cached = JSON.parse(
      readFileSync(
        join(
          dir,
          readdirSync(dir).find((f) => f.endsWith('.json')),
        ),
        'utf8',
      ),
    );
    const token = Object.values(cached.servers).find((e) => e.tokens)?.tokens.access_token;
    if (!token) throw new Error('no token was cached');
    const contenders = [
      { name: 'toolseal snapshot (cached OAuth token)', args: [cli, 'snapshot', '--url', url], env },
      {
        name: 'toolseal snapshot --header (static token)',
        args: [cli, 'snapshot', '--url', url, '--header', `Authorization: Bearer ${token}`],
        env,
      },
    ];
    const a = JSON.parse(String(timeProcess(contenders[0]).stdout)).manifestDigest;
    const b = JSON.parse(String(timeProcess(contenders[1]).stdout)).manifestDigest;
    if (a !== b) throw new Error('the two runs snapshotted different surfaces');
    const results = compareProcesses(contenders, { runs, warmup: 1 });
    printComparison(results, {
      title: `whole-process time, median of ${runs} alternating runs (20 tools, Streamable HTTP on 127.0.0.1):`,
      baseline: contenders[1].name,
      target: { name: contenders[0].name, against: contenders[1].name, max: 1.15 },
    });
  } finally {
    server.stdin.end();
    rmSync(config, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve();
else await bench();
