import { imageReference, launchedPackageOf } from '../../../src/core/origin/package-launch.js';

const DIGEST = `sha256:${'ab'.repeat(32)}`;

/** What a command line launches: [ecosystem, name, pinned version or undefined when unpinned]. */
function read(command: string, ...args: string[]) {
  const p = launchedPackageOf(command, args);
  return (
    p && {
      ecosystem: p.ecosystem,
      name: p.name,
      version: p.unpinned === undefined ? (p.version ?? p.digest) : undefined,
      unpinned: p.unpinned !== undefined,
    }
  );
}

describe('launchedPackageOf', () => {
  describe('npm launchers', () => {
    it.each([
      [['npx', '-y', '@acme/server@1.2.3', '--port', '1']],
      [['npx', '--yes', '@acme/server@1.2.3']],
      [['/usr/local/bin/npx', '@acme/server@1.2.3']],
      [['npx.cmd', '-y', '@acme/server@1.2.3']],
      [['npx', '--registry', 'http://127.0.0.1:4873/', '-y', '@acme/server@1.2.3']],
      [['npx', '-p', '@acme/server@1.2.3', 'acme-server']],
      [['npx', '--package=@acme/server@1.2.3', 'acme-server']],
      [['pnpm', 'dlx', '@acme/server@1.2.3']],
      [['pnpm', '--silent', 'dlx', '@acme/server@1.2.3']],
      [['bunx', '@acme/server@1.2.3']],
      [['bun', 'x', '@acme/server@1.2.3']],
    ])('%j names one exact version: pinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({ ecosystem: 'npm', name: '@acme/server', version: '1.2.3', unpinned: false });
    });

    it.each([
      [['npx', '-y', '@acme/server']],
      [['npx', '-y', '@acme/server@latest']],
      [['npx', '-y', '@acme/server@^1.2.3']],
      [['npx', '-y', '@acme/server@1']],
      [['npx', '-y', '@acme/server@next']],
      [['npx', '-p', '@acme/server', 'acme-server@1.2.3']],
      [['pnpm', 'dlx', '@acme/server']],
      [['bunx', '@acme/server@latest']],
    ])('%j names no exact version: unpinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({ ecosystem: 'npm', name: '@acme/server', version: undefined, unpinned: true });
    });

    it('reads the package after the options, not an option value (--registry URL is not the package)', () => {
      expect(launchedPackageOf('npx', ['--registry', 'acme-registry', 'server@1.0.0'])).toEqual(
        expect.objectContaining({ name: 'server', version: '1.0.0', registry: 'acme-registry' }),
      );
    });

    it('a git or URL spec is unpinned; a local folder is no package at all', () => {
      expect(read('npx', '-y', 'github:acme/server')).toEqual(expect.objectContaining({ unpinned: true }));
      expect(read('npx', '-y', 'acme/server')).toEqual(expect.objectContaining({ unpinned: true }));
      expect(read('npx', './server')).toBeUndefined();
      expect(read('node', 'server.js')).toBeUndefined();
      expect(read('pnpm', 'run', 'server')).toBeUndefined();
    });
  });

  describe('an entry toolseal wrap rewrote (the guard starts the server after --)', () => {
    it.each([
      [
        [
          'node',
          '/opt/app/node_modules/toolseal/dist/cli.js',
          'guard',
          '--lock',
          '/p/mcp-tools.lock',
          '--server-id',
          'docs',
          '--',
          'npx',
          '-y',
          '@acme/server',
        ],
      ],
      [['toolseal', 'guard', '--server-id', 'docs', '--', 'npx', '-y', '@acme/server']],
      [['npx', '-y', 'toolseal@0.2.0', 'guard', '--server-id', 'docs', '--', 'npx', '-y', '@acme/server']],
    ])('%j is read as the server it guards, not as toolseal', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({ ecosystem: 'npm', name: '@acme/server', version: undefined, unpinned: true });
    });

    it('the twin: the guarded server pinned, pinned', () => {
      expect(read('toolseal', 'guard', '--', 'npx', '-y', '@acme/server@1.2.3')).toEqual({
        ecosystem: 'npm',
        name: '@acme/server',
        version: '1.2.3',
        unpinned: false,
      });
    });

    it('a server of its own that takes a "guard" argument is not mistaken for the guard', () => {
      expect(read('npx', '-y', '@acme/server@1.2.3', 'guard', '--', 'x')).toEqual({
        ecosystem: 'npm',
        name: '@acme/server',
        version: '1.2.3',
        unpinned: false,
      });
    });
  });

  describe('PyPI launchers', () => {
    it.each([
      [['uvx', 'mcp-server-time==1.2.3', '--local-timezone=Europe/Berlin']],
      [['uvx', 'mcp-server-time@1.2.3']],
      [['uvx', '--python', '3.12', 'mcp-server-time==1.2.3']],
      [['uvx', '--from', 'mcp-server-time==1.2.3', 'mcp-server-time']],
      [['uv', 'tool', 'run', 'mcp-server-time==1.2.3']],
      [['pipx', 'run', 'mcp-server-time==1.2.3']],
      [['pipx', 'run', '--spec', 'mcp-server-time==1.2.3', 'mcp-server-time']],
    ])('%j names one exact version: pinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({ ecosystem: 'pypi', name: 'mcp-server-time', version: '1.2.3', unpinned: false });
    });

    it.each([
      [['uvx', 'mcp-server-time']],
      [['uvx', 'mcp-server-time>=1.2']],
      [['uvx', 'mcp-server-time@latest']],
      [['uvx', 'mcp-server-time==1.*']],
      [['pipx', 'run', 'mcp-server-time']],
      [['uvx', '--from', 'mcp-server-time', 'mcp-server-time==1.2.3']],
    ])('%j names no exact version: unpinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({ ecosystem: 'pypi', name: 'mcp-server-time', version: undefined, unpinned: true });
    });
  });

  describe('docker run', () => {
    it.each([
      [['docker', 'run', '-i', '--rm', `ghcr.io/acme/server@${DIGEST}`]],
      [['docker', 'run', '-i', '--rm', '-e', 'GITHUB_TOKEN', `ghcr.io/acme/server:1.2@${DIGEST}`]],
      [['docker', 'run', '-it', '--rm', '--env=A=B', '-v', '/a:/b', '-p8080:80', `ghcr.io/acme/server@${DIGEST}`, 'serve']],
      [['docker', 'container', 'run', '--name', 'x', `ghcr.io/acme/server@${DIGEST}`]],
      [['podman', 'run', '-i', `ghcr.io/acme/server@${DIGEST}`]],
    ])('%j names an image digest: pinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({
        ecosystem: 'oci',
        name: 'ghcr.io/acme/server',
        version: argv.join(' ').includes(':1.2@') ? '1.2' : DIGEST,
        unpinned: false,
      });
    });

    it.each([
      [['docker', 'run', '-i', '--rm', 'ghcr.io/acme/server']],
      [['docker', 'run', '-i', 'ghcr.io/acme/server:1.2']],
      [['docker', 'run', '-i', 'ghcr.io/acme/server:latest']],
    ])('%j names a tag or nothing: unpinned', (argv) => {
      expect(read(argv[0]!, ...argv.slice(1))).toEqual({
        ecosystem: 'oci',
        name: 'ghcr.io/acme/server',
        version: undefined,
        unpinned: true,
      });
    });

    it('an option it does not know is not guessed at: a digest after it is not taken as the image', () => {
      const p = launchedPackageOf('docker', ['run', '--made-up-option', `ghcr.io/other/image@${DIGEST}`, 'ghcr.io/acme/server:latest']);
      expect(p).toEqual(expect.objectContaining({ ecosystem: 'oci', name: '' }));
      expect(p!.unpinned).toMatch(/--made-up-option/);
    });

    it('reads image references with a registry port, a tag and a digest', () => {
      expect(imageReference(`localhost:5000/acme/server:v1@${DIGEST}`)).toEqual(
        expect.objectContaining({ name: 'localhost:5000/acme/server', version: 'v1', digest: DIGEST }),
      );
      expect(imageReference('localhost:5000/acme/server').unpinned).toBeDefined();
      expect(imageReference('acme/server@sha256:short').unpinned).toMatch(/digest/);
    });
  });
});
