// The one rule for a server's secret values (serverSecrets), which snapshot, check, lock, trust, the guard
// and the OAuth session all take: what is a secret (known: never written, never printed), what is only
// guessed (redacted from messages, never a reason to refuse a surface), and every spelling it is found in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { holdsSecret, serverSecrets } from '../../../src/mcp/server/secret-values.js';
import type { ServerSpec } from '../../../src/mcp/server/server-spec.js';

type Live = Extract<ServerSpec, { kind: 'stdio' } | { kind: 'url' }>;

describe('serverSecrets', () => {
  it('stdio: each --env value of 6+ characters is a secret; twin: a shorter one is not', () => {
    const s = serverSecrets({ kind: 'stdio', command: 'node', args: [], env: { KEY: 'sk-live-123456', LEVEL: 'debug' } });
    expect(s.known).toEqual(['sk-live-123456']);
    expect(s.foundIn('a description with sk-live-123456 inside')).toBe(true);
    expect(s.foundIn('log level debug')).toBe(false);
  });

  it('an env value that is a plain word or number is redacted but no secret; twin: a mixed value is', () => {
    const s = serverSecrets({
      kind: 'stdio',
      command: 'node',
      args: [],
      env: { NODE_ENV: 'production', TIMEOUT: '3600000', KEY: 'production-7' },
    });
    expect(s.known).toEqual(['production-7']);
    expect(s.foundIn('safe for production use')).toBe(false);
    expect(s.redact('mode production')).toBe('mode ***');
  });

  it('URL: the token inside "Authorization: Bearer X" alone, a Basic credential decoded, userinfo and query values', () => {
    const basic = Buffer.from('ci:basic-Password').toString('base64');
    const s = serverSecrets({
      kind: 'url',
      url: 'https://user-name:url-Password@mcp.example.test/mcp?key=query-Secret&x=1',
      transport: 'auto',
      headers: { Authorization: 'Bearer bearer-Token-1', 'X-Basic': `Basic ${basic}` },
    });
    for (const v of [
      'Bearer bearer-Token-1',
      'bearer-Token-1',
      'ci:basic-Password',
      'basic-Password',
      'user-name',
      'url-Password',
      'query-Secret',
    ])
      expect(s.known).toContain(v);
    // Twin: the scheme word and a one-character query value are no secrets.
    expect(s.known).not.toContain('Bearer');
    expect(s.known).not.toContain('1');
    expect(s.foundIn('Fetches with bearer-Token-1')).toBe(true);
  });

  it('a header that describes the request (Accept, User-Agent) is redacted but no secret; twin: any other header is', () => {
    const s = serverSecrets({
      kind: 'url',
      url: 'https://h.example.test/mcp',
      transport: 'auto',
      headers: { Accept: 'application/json', 'X-Api-Key': 'application/key' },
    });
    expect(s.known).toEqual(['application/key']);
    expect(s.foundIn('returns application/json')).toBe(false);
    expect(s.redact('sent application/json')).toBe('sent ***');
  });

  it("a URL's long path segment and a stdio argument are guessed: redacted, never refused", () => {
    const url = serverSecrets({ kind: 'url', url: 'https://h.example.test/s/0123456789abcdef0123/mcp', transport: 'auto' });
    expect(url.known).toEqual([]);
    expect(url.redact('GET /s/0123456789abcdef0123/mcp failed')).toBe('GET /s/***/mcp failed');
    const stdio = serverSecrets({ kind: 'stdio', command: 'node', args: ['server.mjs', '--api-key=argument-Secret'] });
    expect(stdio.known).toEqual([]);
    expect(stdio.redact('bad key argument-Secret')).toBe('bad key ***');
    // Without the arguments (naming a server), nothing is guessed from them.
    expect(serverSecrets({ kind: 'stdio', command: 'node', args: ['--api-key=argument-Secret'] }, { withArguments: false }).values).toEqual(
      [],
    );
  });

  it('every ${VAR} a config entry expands (command, args, env, url, headers, its OAuth block) is a secret; twin: literal text is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-secret-values-'));
    try {
      const file = join(dir, '.mcp.json');
      writeFileSync(
        file,
        JSON.stringify({
          mcpServers: {
            local: { command: '${CMD_DIR}/server', args: ['--literal-argument', '${ARG}'], env: { HEADER: 'prefix-${ENV_PART}' } },
            remote: {
              type: 'http',
              url: 'https://h.example.test/${URL_PART}',
              headers: { Authorization: 'Bearer ${TOKEN}' },
              oauth: { clientSecret: '${CLIENT_SECRET}' },
            },
          },
        }),
      );
      const vars = {
        CMD_DIR: '/opt/cmd-Secret',
        ARG: 'arg-Secret',
        ENV_PART: 'env-Secret',
        URL_PART: 'url-Secret',
        TOKEN: 'token-Secret',
        CLIENT_SECRET: 'client-Secret',
      };
      const [local, remote] = readMcpConfig(file, vars);
      const a = serverSecrets(local!.spec as Live).known;
      for (const v of ['/opt/cmd-Secret', 'arg-Secret', 'env-Secret', 'prefix-env-Secret']) expect(a).toContain(v);
      expect(a).not.toContain('--literal-argument');
      const b = serverSecrets(remote!.spec as Live).known;
      for (const v of ['url-Secret', 'token-Secret', 'Bearer token-Secret']) expect(b).toContain(v);
      expect(remote!.oauth).toEqual({ clientSecret: 'client-Secret' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("OAuth's values join once known, in place, longest first; twin: under 6 characters they do not", () => {
    const s = serverSecrets({
      kind: 'url',
      url: 'https://h.example.test/mcp',
      transport: 'auto',
      oauth: { clientSecret: 'client-Secret-value', open: [], cacheDir: '/nonexistent' },
    });
    const held = s.values;
    s.add('access-Token');
    s.add('abc');
    expect(held).toEqual(['client-Secret-value', 'access-Token']);
    expect(s.known).toEqual(['client-Secret-value', 'access-Token']);
  });
});

describe('serverSecrets(spec).masked: what a runner log masks', () => {
  it('stdio: the environment values (plain ones too) and the values the arguments set, not the script path or option names', () => {
    const s = serverSecrets({
      kind: 'stdio',
      command: 'node',
      args: ['/work/servers/docs-server.mjs', '--api-key=sk_live_SECRET12345', 'https://h.example/sse?token=tok_ABCDEFGHIJ', '--verbose'],
      env: { KEY: 'sk-live-123456', NODE_ENV: 'production', LEVEL: 'debug' },
    });
    expect(s.masked).toEqual(expect.arrayContaining(['sk_live_SECRET12345', 'tok_ABCDEFGHIJ', 'sk-live-123456', 'production']));
    // Twins: the path, the whole --key=VALUE word, option names and values under 6 characters stay readable.
    for (const v of ['/work/servers/docs-server.mjs', '--api-key=sk_live_SECRET12345', '--verbose', 'debug'])
      expect(s.masked).not.toContain(v);
  });

  it('URL: every known secret (header values, the bearer token, query values), not a descriptive header', () => {
    const s = serverSecrets({
      kind: 'url',
      url: 'https://h.example.test/mcp?key=query-Secret',
      transport: 'auto',
      headers: { Authorization: 'Bearer bearer-Token-1', Accept: 'application/json' },
    });
    expect(s.masked).toEqual(expect.arrayContaining(['Bearer bearer-Token-1', 'bearer-Token-1', 'query-Secret']));
    expect(s.masked).not.toContain('application/json');
  });
});

describe('holdsSecret', () => {
  const secret = 'tok/en+Value"9';
  it.each([
    ['as written', secret],
    ['base64', Buffer.from(secret).toString('base64')],
    ['base64url', Buffer.from(secret).toString('base64url')],
    ['inside longer base64', Buffer.from(`user:${secret}`).toString('base64')],
    ['percent-encoded', encodeURIComponent(secret)],
    ['JSON-escaped', JSON.stringify(secret)],
    ['JSON \\u escapes', [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
  ])('finds it %s', (_k, text) => {
    expect(holdsSecret(`before ${text} after`, [secret])).toBe(true);
  });

  it('twin: a prefix of it, or another value, is not it', () => {
    expect(holdsSecret('tok/en+Valu and dG9rL2Vu', [secret])).toBe(false);
    expect(holdsSecret('anything', [])).toBe(false);
  });
});
