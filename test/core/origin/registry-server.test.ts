import { registryEntryOf } from '../../../src/core/origin/registry-entry.js';
import { serverOfRegistryEntry, shownRegistryServer } from '../../../src/core/origin/registry-server.js';

const NAME = 'io.github.octo-org/docs';
const DIGEST = `sha256:${'ab'.repeat(32)}`;
const IMAGE_DIGEST = 'cd'.repeat(32);

/** A registry entry as registry-entry.ts reads it from a v0 answer, with these remotes and packages. */
function entryWith(over: { remotes?: unknown[]; packages?: unknown[] }) {
  const server = {
    name: NAME,
    version: '1.4.2',
    repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
    ...over,
    _meta: {
      'io.modelcontextprotocol.registry/publisher-provided': {
        'dev.toolseal/surface': { manifestDigest: DIGEST, revision: 1, bundle: { attestation: DIGEST } },
      },
    },
  };
  return registryEntryOf(server, NAME, 'registry');
}
const started = (over: { remotes?: unknown[]; packages?: unknown[] }) => serverOfRegistryEntry(entryWith(over), 'registry');
const refused = (over: { remotes?: unknown[]; packages?: unknown[] }) => {
  try {
    started(over);
  } catch (e) {
    return e as Error & { code: string };
  }
  throw new Error('not refused');
};

/** The live server a registry entry names when `verify --registry NAME` is given none: pure, nothing started here. */
describe('serverOfRegistryEntry', () => {
  const npm = (version: string, more: Record<string, unknown> = {}) => ({
    registryType: 'npm',
    identifier: '@octo-org/docs-server',
    version,
    transport: { type: 'stdio' },
    ...more,
  });

  it('takes a streamable-http remote first, even listed after a startable package; an sse remote is passed over', () => {
    expect(
      started({
        packages: [npm('1.4.2')],
        remotes: [
          { type: 'sse', url: 'https://docs.example/sse' },
          { type: 'streamable-http', url: 'https://docs.example/mcp' },
        ],
      }),
    ).toEqual({
      kind: 'url',
      url: 'https://docs.example/mcp',
      from: 'remotes[1]',
    });
    expect(started({ packages: [npm('1.4.2')], remotes: [{ type: 'sse', url: 'https://docs.example/sse' }] })).toMatchObject({
      kind: 'stdio',
      from: 'packages[0]',
    });
  });

  it('refuses a remote URL with credentials in it, without showing them; its twin without is taken', () => {
    const e = refused({ remotes: [{ type: 'streamable-http', url: 'https://bob:hunter2@docs.example/mcp' }], packages: [npm('1.4.2')] });
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain('server.remotes[0].url carries credentials');
    expect(e.message).not.toContain('hunter2');
    expect(started({ remotes: [{ type: 'streamable-http', url: 'https://docs.example/mcp' }] })).toMatchObject({ kind: 'url' });
  });

  it('passes over a URL template and plain http to another host; plain http to this machine is taken', () => {
    expect(
      refused({
        remotes: [
          { type: 'streamable-http', url: 'https://{tenant}.docs.example/mcp' },
          { type: 'streamable-http', url: 'http://docs.example/mcp' },
        ],
      }).message,
    ).toMatch(/remotes\[0\]\.url is not a URL .*remotes\[1\]\.url is not https/);
    expect(started({ remotes: [{ type: 'streamable-http', url: 'http://127.0.0.1:8080/mcp' }] })).toMatchObject({
      kind: 'url',
      url: 'http://127.0.0.1:8080/mcp',
    });
  });

  it('starts an npm package at its exact version with npx -y; a range, a tag or latest is refused (never started)', () => {
    expect(started({ packages: [npm('1.4.2')] })).toEqual({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', '@octo-org/docs-server@1.4.2'],
      from: 'packages[0]',
    });
    for (const [version, why] of [
      ['latest', '@latest is whatever is newest'],
      ['^1.4.0', 'is a range or tag'],
      ['next', 'is a range or tag'],
    ] as const) {
      const e = refused({ packages: [npm(version)] });
      expect([e.code, e.message]).toEqual(['INVALID_INPUT', expect.stringContaining(why)]);
      expect(e.message).toContain('packages[0] (npm "@octo-org/docs-server")');
    }
  });

  it("names the npm registry of the entry unless it is npm's own; one with credentials is not used", () => {
    expect(started({ packages: [npm('1.4.2', { registryBaseUrl: 'https://registry.npmjs.org' })] })).toMatchObject({
      args: ['-y', '@octo-org/docs-server@1.4.2'],
    });
    expect(started({ packages: [npm('1.4.2', { registryBaseUrl: 'http://127.0.0.1:4873/' })] })).toMatchObject({
      args: ['-y', '--registry', 'http://127.0.0.1:4873/', '@octo-org/docs-server@1.4.2'],
    });
    expect(refused({ packages: [npm('1.4.2', { registryBaseUrl: 'https://u:p@npm.example/' })] }).message).toContain(
      'registryBaseUrl carries credentials',
    );
  });

  it('starts an image only by digest; by tag it is refused', () => {
    const image = (identifier: string) => ({ registryType: 'oci', identifier, transport: { type: 'stdio' } });
    expect(started({ packages: [image(`ghcr.io/octo-org/docs-server:1.4.2@sha256:${IMAGE_DIGEST}`)] })).toEqual({
      kind: 'stdio',
      command: 'docker',
      args: ['run', '-i', '--rm', `ghcr.io/octo-org/docs-server:1.4.2@sha256:${IMAGE_DIGEST}`],
      from: 'packages[0]',
    });
    expect(refused({ packages: [image('ghcr.io/octo-org/docs-server:1.4.2')] }).message).toContain('without a digest');
  });

  it('starts a PyPI package at its exact version with uvx; a range or no version is refused', () => {
    const py = (version?: string) => ({
      registryType: 'pypi',
      identifier: 'docs-server',
      ...(version === undefined ? {} : { version }),
      transport: { type: 'stdio' },
    });
    expect(started({ packages: [py('1.4.2')] })).toEqual({
      kind: 'stdio',
      command: 'uvx',
      args: ['docs-server==1.4.2'],
      from: 'packages[0]',
    });
    expect(refused({ packages: [py('>=1.4')] }).message).toContain('not one version');
    expect(refused({ packages: [py()] }).message).toContain('no version is given');
  });

  it('takes the first package that can be started, naming each one passed over and why; an identifier that reads as an option is never started', () => {
    const mcpb = { registryType: 'mcpb', identifier: 'https://docs.example/docs.mcpb', fileSha256: IMAGE_DIGEST };
    const http = npm('1.4.2', { transport: { type: 'streamable-http' } });
    expect(started({ packages: [mcpb, http, npm('1.4.2')] })).toMatchObject({ kind: 'stdio', from: 'packages[2]' });
    expect(refused({ packages: [npm('1.4.2', { identifier: 'Not A Name' })] }).message).toContain('the package name cannot be read');
    const e = refused({ packages: [mcpb, http, npm('1.4.2', { identifier: '--call=touch /tmp/x' })] });
    expect(e.message).toMatch(
      /packages\[0\] .*an MCPB bundle is installed into a host.*packages\[1\] .*not stdio.*packages\[2\] .*the identifier reads as an option.*name the server with -- CMD ARGS or --url URL/,
    );
  });

  it('an entry with no remote and no package names that', () => {
    expect(refused({}).message).toContain('it lists no remote and no package');
  });
});

describe('shownRegistryServer', () => {
  it('names a remote by its origin only: a path, query or fragment (which may carry a key) is not shown', () => {
    const shown = shownRegistryServer({
      kind: 'url',
      url: 'https://mcp.example.com/t/SECRET-KEY/mcp?key=SECRET#SECRET',
      from: 'remotes[0]',
    });
    expect(shown).toBe('https://mcp.example.com');
    expect(shown).not.toContain('SECRET');
  });

  it('the twin: a package names its whole command line', () => {
    expect(shownRegistryServer({ kind: 'stdio', command: 'npx', args: ['-y', '@octo-org/docs-server@1.4.2'], from: 'packages[0]' })).toBe(
      'npx -y @octo-org/docs-server@1.4.2',
    );
  });
});
