import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { parseStatement } from '../../../src/core/statement/statement.js';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

const TOOLS = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  { name: 'fetch', description: 'Fetch a page', annotations: { readOnlyHint: true } },
];
const SERVER = 'io.github.octo-org/docs';

const cli = (args: string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()) => runInProcess(args, env, cwd);

describe('toolseal statement and sign', () => {
  let dir: string;
  let sigstore: LocalSigstore;
  const claims = githubClaims({ repository: 'octo-org/docs', ref: 'refs/tags/v1.4.2' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;

  function snapshotFile(name: string, tools: unknown[], version = '1.4.2'): string {
    const file = join(dir, name);
    writeFileSync(
      file,
      JSON.stringify(
        buildSnapshot({
          server: 'docs',
          transport: 'stdio',
          protocolVersion: '2025-11-25',
          serverInfo: { name: 'docs', version },
          pages: 1,
          tools,
        }),
      ),
    );
    return file;
  }

  function signArgs(): string[] {
    return ['--fulcio-url', sigstore.fulcioURL, '--rekor-url', sigstore.rekorURL];
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-statement-'));
    sigstore = await startLocalSigstore();
  });
  afterAll(async () => {
    await sigstore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('statement', () => {
    it('prints the canonical statement of a snapshot, version from serverInfo', async () => {
      const r = await cli(['statement', '--snapshot', snapshotFile('a.snapshot.json', TOOLS), '--server-name', SERVER]);
      expect(r.code).toBe(0);
      expect(canonicalize(JSON.parse(r.stdout))).toBe(r.stdout);
      const s = parseStatement(r.stdout, 'stdout');
      expect(s.predicate.serverVersion).toBe('1.4.2');
      expect(s.predicate.revision).toBe(1);
    });

    it('writes the manifest file whose sha256 is the subject digest', async () => {
      const out = join(dir, 'b.statement.json');
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('b.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--server-version',
        '2.0.0',
        '--out',
        out,
      ]);
      expect(r.code).toBe(0);
      const manifest = readFileSync(join(dir, 'b.manifest.json'));
      const s = parseStatement(readFileSync(out, 'utf8'), out);
      expect(s.subject[0]!.digest.sha256).toBe(createHash('sha256').update(manifest).digest('hex'));
      expect(s.predicate.serverVersion).toBe('2.0.0');
    });

    it('needs --server-name (USAGE, exit 2)', async () => {
      const r = await cli(['statement', '--snapshot', snapshotFile('c.snapshot.json', TOOLS)]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^toolseal: USAGE: .*\n$/);
    });

    it('chains from a previous statement: revision + 1 and its manifest digest', async () => {
      const first = join(dir, 'r1.statement.json');
      expect(
        (await cli(['statement', '--snapshot', snapshotFile('r1.snapshot.json', TOOLS), '--server-name', SERVER, '--out', first])).code,
      ).toBe(0);
      const second = join(dir, 'r2.statement.json');
      const edited = [{ ...TOOLS[0]!, description: 'Search the docs, now better' }, TOOLS[1]!];
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('r2.snapshot.json', edited),
        '--server-name',
        SERVER,
        '--previous',
        first,
        '--out',
        second,
        '--json',
      ]);
      expect(r.code).toBe(0);
      const p1 = parseStatement(readFileSync(first, 'utf8'), first).predicate;
      const p2 = parseStatement(readFileSync(second, 'utf8'), second).predicate;
      expect(p2.revision).toBe(2);
      expect(p2.previousManifestDigest).toBe(p1.manifestDigest);
      expect(p2.manifestDigest).not.toBe(p1.manifestDigest);
      expect(p2.serverVersion).toBe(p1.serverVersion);
      expect(JSON.parse(r.stdout)).toMatchObject({ revision: 2, previousVerified: false });
    });

    it('refuses a previous revision of another server (SERVER_NAME_MISMATCH)', async () => {
      const other = join(dir, 'other.statement.json');
      await cli([
        'statement',
        '--snapshot',
        snapshotFile('o.snapshot.json', TOOLS),
        '--server-name',
        'io.github.octo-org/other',
        '--out',
        other,
      ]);
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('o2.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        other,
      ]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('SERVER_NAME_MISMATCH');
    });

    it('fetches a previous revision over https only (plain http only from this machine)', async () => {
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('h.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        'http://example.com/docs.sigstore.json',
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^toolseal: USAGE: .*https only/);
    });

    it('refuses a previous file that is not a statement (INVALID_STATEMENT_INPUT)', async () => {
      const bogus = join(dir, 'bogus.json');
      writeFileSync(bogus, '{"_type":"https://in-toto.io/Statement/v1"}');
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('p.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        bogus,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('INVALID_STATEMENT_INPUT');
    });
  });

  describe('sign, and a signed previous revision', () => {
    let bundle1: string;
    let statement1: string;

    beforeAll(async () => {
      statement1 = join(dir, 's1.statement.json');
      expect(
        (await cli(['statement', '--snapshot', snapshotFile('s1.snapshot.json', TOOLS), '--server-name', SERVER, '--out', statement1]))
          .code,
      ).toBe(0);
      bundle1 = join(dir, 's1.sigstore.json');
      const token = sigstore.issueToken(claims);
      const r = await cli(['sign', statement1, '--bundle', bundle1, ...signArgs()], { SIGSTORE_ID_TOKEN: token });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Rekor log index \d+/);
      expect(r.stdout + r.stderr).not.toContain(token);
    });

    it("signs the statement's exact canonical bytes", () => {
      const b = JSON.parse(readFileSync(bundle1, 'utf8'));
      expect(Buffer.from(b.dsseEnvelope.payload, 'base64').toString('utf8')).toBe(readFileSync(statement1, 'utf8'));
    });

    it('with --identity-token too, never echoing it', async () => {
      const token = sigstore.issueToken(claims);
      const r = await cli([
        'sign',
        statement1,
        '--bundle',
        join(dir, 's1b.sigstore.json'),
        '--identity-token',
        token,
        '--json',
        ...signArgs(),
      ]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).logIndex).toMatch(/^\d+$/);
      expect(r.stdout + r.stderr).not.toContain(token);
    });

    it('verifies the previous bundle before trusting its revision when identity flags are given', async () => {
      const out = join(dir, 's2.statement.json');
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('s2.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        bundle1,
        '--certificate-identity',
        SAN,
        '--trusted-root',
        sigstore.trustedRootPath,
        '--out',
        out,
        '--json',
      ]);
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toMatchObject({ revision: 2, previousVerified: true });
    });

    it('refuses the previous bundle of another signer (UNTRUSTED_SIGNER, exit 1)', async () => {
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('s3.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        bundle1,
        '--certificate-identity',
        SAN.replace('octo-org/docs', 'octo-org/docs-fork'),
        '--trusted-root',
        sigstore.trustedRootPath,
      ]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('UNTRUSTED_SIGNER');
    });

    it('refuses a previous bundle that does not verify against the trusted root (SIGNATURE_INVALID)', async () => {
      const other = await startLocalSigstore();
      try {
        const r = await cli([
          'statement',
          '--snapshot',
          snapshotFile('s4.snapshot.json', TOOLS),
          '--server-name',
          SERVER,
          '--previous',
          bundle1,
          '--certificate-identity',
          SAN,
          '--trusted-root',
          other.trustedRootPath,
        ]);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain('SIGNATURE_INVALID');
      } finally {
        await other.close();
      }
    });

    it('refuses identity flags with a bare previous statement (nothing to verify)', async () => {
      const r = await cli([
        'statement',
        '--snapshot',
        snapshotFile('s5.snapshot.json', TOOLS),
        '--server-name',
        SERVER,
        '--previous',
        statement1,
        '--certificate-identity',
        SAN,
        '--trusted-root',
        sigstore.trustedRootPath,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('USAGE');
    });

    it('fetches the previous bundle from a URL', async () => {
      const text = readFileSync(bundle1, 'utf8');
      const server: Server = createServer((req, res) => {
        if (req.url === '/releases/v1/docs.sigstore.json') res.end(text);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/v1/docs.sigstore.json`;
        const r = await cli([
          'statement',
          '--snapshot',
          snapshotFile('s6.snapshot.json', TOOLS),
          '--server-name',
          SERVER,
          '--previous',
          url,
          '--certificate-identity',
          SAN,
          '--trusted-root',
          sigstore.trustedRootPath,
          '--out',
          join(dir, 's6.statement.json'),
          '--json',
        ]);
        expect(r.stderr).toBe('');
        expect(JSON.parse(r.stdout)).toMatchObject({ revision: 2, previousVerified: true });
        const missing = await cli([
          'statement',
          '--snapshot',
          snapshotFile('s7.snapshot.json', TOOLS),
          '--server-name',
          SERVER,
          '--previous',
          url + '.missing',
        ]);
        expect(missing.code).toBe(2);
        expect(missing.stderr).toContain('IO_ERROR');
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });

  describe('sign without an identity', () => {
    it('fails with IDENTITY_TOKEN_MISSING, one line, exit 2', async () => {
      const st = join(dir, 'n.statement.json');
      await cli(['statement', '--snapshot', snapshotFile('n.snapshot.json', TOOLS), '--server-name', SERVER, '--out', st]);
      const logged = sigstore.logSize();
      const r = await cli(['sign', st, '--bundle', join(dir, 'n.sigstore.json'), ...signArgs()], {});
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^toolseal: IDENTITY_TOKEN_MISSING: [^\n]*\n$/);
      expect(sigstore.logSize()).toBe(logged);
    });

    it('refuses a bundle path in a missing folder before signing (IO_ERROR, exit 2, no Rekor entry)', async () => {
      const statement = join(dir, 'nofolder.statement.json');
      expect(
        (await cli(['statement', '--snapshot', snapshotFile('nofolder.snapshot.json', TOOLS), '--server-name', SERVER, '--out', statement]))
          .code,
      ).toBe(0);
      const logged = sigstore.logSize();
      const r = await cli(['sign', statement, '--bundle', join(dir, 'missing-folder', 'x.sigstore.json'), ...signArgs()], {
        SIGSTORE_ID_TOKEN: sigstore.issueToken(claims),
      });
      expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/^toolseal: IO_ERROR: [^\n]*\n$/)]);
      expect(sigstore.logSize()).toBe(logged);
    });

    it('does not echo a token pasted as an extra argument (USAGE, exit 2)', async () => {
      const token = sigstore.issueToken(claims);
      const statement = join(dir, 'pasted.statement.json');
      expect(
        (await cli(['statement', '--snapshot', snapshotFile('pasted.snapshot.json', TOOLS), '--server-name', SERVER, '--out', statement]))
          .code,
      ).toBe(0);
      const r = await cli(['sign', statement, token, '--bundle', join(dir, 'pasted.sigstore.json')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^toolseal: USAGE: [^\n]*\n$/);
      for (const part of token.split('.')) expect(r.stderr).not.toContain(part);
      const control = await cli(['sign', statement, 'other.json', '--bundle', join(dir, 'pasted.sigstore.json')]);
      expect([control.code, control.stderr]).toEqual([2, expect.stringContaining('"other.json"')]);
    });

    it('inside GitHub Actions, says the workflow lacks id-token: write', async () => {
      const st = join(dir, 'n.statement.json');
      const r = await cli(['sign', st, '--bundle', join(dir, 'n.sigstore.json'), ...signArgs()], { GITHUB_ACTIONS: 'true' });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^toolseal: IDENTITY_TOKEN_MISSING: [^\n]*id-token: write[^\n]*\n$/);
    });

    it('takes the token from the Actions OIDC endpoint when there is one (audience sigstore)', async () => {
      const endpoint = await sigstore.startTokenEndpoint(claims);
      const st = join(dir, 'n.statement.json');
      const r = await cli(['sign', st, '--bundle', join(dir, 'gha.sigstore.json'), ...signArgs()], {
        GITHUB_ACTIONS: 'true',
        ...endpoint.env,
      });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(endpoint.audiences).toEqual(['sigstore']);
      expect(r.stdout).not.toContain(endpoint.issued[0]!);
      expect(r.stdout).not.toContain(endpoint.requestToken);
    });

    it('refuses a --fulcio-url that is not a URL as usage, before asking for a token', async () => {
      const st = join(dir, 'badurl.statement.json');
      await cli(['statement', '--snapshot', snapshotFile('badurl.snapshot.json', TOOLS), '--server-name', SERVER, '--out', st]);
      // No identity at all: a check made after the token would say IDENTITY_TOKEN_MISSING instead.
      const r = await cli(
        ['sign', st, '--bundle', join(dir, 'badurl.sigstore.json'), '--fulcio-url', 'fulcio.example', '--rekor-url', sigstore.rekorURL],
        {},
      );
      expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/^toolseal: USAGE: fulcio-url [^\n]*\n$/)]);
    });

    it('refuses a statement file that is not a toolseal statement (INVALID_STATEMENT_INPUT)', async () => {
      const bogus = join(dir, 'not-a-statement.json');
      writeFileSync(bogus, '{"hello":"world"}');
      const r = await cli(['sign', bogus, '--bundle', join(dir, 'x.sigstore.json')], { SIGSTORE_ID_TOKEN: sigstore.issueToken(claims) });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('INVALID_STATEMENT_INPUT');
    });
  });
});
