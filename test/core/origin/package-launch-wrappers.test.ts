import { launchedPackageOf } from '../../../src/core/origin/package-launch.js';

const DIGEST = `sha256:${'ab'.repeat(32)}`;

/** What a command line launches: pinned (its version), unpinned, unreadable, or undefined (no launcher). */
function read(argv: readonly string[]) {
  const p = launchedPackageOf(argv[0]!, argv.slice(1));
  if (p === undefined) return undefined;
  if (p.unreadable) return 'unreadable';
  return p.unpinned === undefined ? `${p.name}@${p.version ?? p.digest}` : `unpinned ${p.name}`;
}

// Each hostile line beside its twin: the same launcher through the same wrapper, once pinned, once not.
describe('launchedPackageOf reads a launcher as the platform runs it', () => {
  describe.each([
    ['sh -c', (l: string) => ['sh', '-c', l]],
    ['bash -lc', (l: string) => ['/bin/bash', '-lc', l]],
    ['sh -c exec', (l: string) => ['sh', '-c', `exec ${l}`]],
    ['sh -c with an assignment and a redirection', (l: string) => ['sh', '-c', `NODE_ENV=production ${l} 2>/dev/null`]],
    ['cmd /c', (l: string) => ['cmd', '/c', ...l.split(' ')]],
    ['cmd.exe /s /c', (l: string) => ['C:\\Windows\\System32\\cmd.exe', '/s', '/c', l]],
    ['pwsh -Command', (l: string) => ['pwsh', '-NoProfile', '-Command', l.replace(/(@acme\S*)/, "'$1'")]],
    ['env VAR=…', (l: string) => ['env', 'NODE_OPTIONS=--no-warnings', 'A=1', ...l.split(' ')]],
    ['env -i -u X', (l: string) => ['/usr/bin/env', '-i', '-u', 'HOME', ...l.split(' ')]],
    ['env -S', (l: string) => ['env', '-S', l]],
    ['nice -n 5', (l: string) => ['nice', '-n', '5', ...l.split(' ')]],
    ['timeout -k 5 60', (l: string) => ['timeout', '-k', '5', '60', ...l.split(' ')]],
    ['nohup nice timeout', (l: string) => ['nohup', 'nice', '-10', 'timeout', '--preserve-status', '1h', ...l.split(' ')]],
    ['node …/npx-cli.js', (l: string) => ['node', '/usr/lib/node_modules/npm/bin/npx-cli.js', ...l.split(' ').slice(1)]],
    ['sh -c exec -a NAME', (l: string) => ['sh', '-c', `exec -a server ${l}`]],
    ['sh -c in sh -c', (l: string) => ['sh', '-c', `sh -c '${l}'`]],
    ['sudo -u USER -E', (l: string) => ['sudo', '-u', 'mcp', '-E', ...l.split(' ')]],
  ])('%s', (_name, wrap) => {
    it('npx -y PKG (no version) is unpinned', () => {
      expect(read(wrap('npx -y @acme/server'))).toBe('unpinned @acme/server');
    });
    it('the twin: npx -y PKG@1.2.3 is pinned', () => {
      expect(read(wrap('npx -y @acme/server@1.2.3'))).toBe('@acme/server@1.2.3');
    });
  });

  describe('npm exec and npm x', () => {
    it.each([
      [['npm', 'exec', '--yes', '--', '@acme/server@1.2.3']],
      [['npm', 'x', '-y', '@acme/server@1.2.3', '--', '--port', '1']],
      [['npm', '--loglevel', 'silent', 'exec', '--package=@acme/server@1.2.3', '--', 'acme-server']],
      [['node', '/usr/lib/node_modules/npm/bin/npm-cli.js', 'exec', '-y', '@acme/server@1.2.3']],
    ])('%j is pinned', (argv) => expect(read(argv)).toBe('@acme/server@1.2.3'));
    it.each([
      [['npm', 'exec', '--yes', '--', '@acme/server']],
      [['npm', 'x', '-y', '@acme/server@latest']],
      [['npm', '--loglevel', 'silent', 'exec', '--package=@acme/server', '--', 'acme-server']],
    ])('%j is unpinned', (argv) => expect(read(argv)).toBe('unpinned @acme/server'));
    it('npm run is not a launcher', () => expect(read(['npm', 'run', 'serve'])).toBeUndefined());
  });

  describe("npx's options by npm's own table: a value is never the package", () => {
    it.each([
      [['npx', '--heading', 'title', '-y', '@acme/server@1.2.3']],
      [['npx', '--loglevel', 'silent', '@acme/server@1.2.3']],
      [['npx', '-d', '@acme/server@1.2.3']],
      [['npx', '--prefer-online', '--cache', '/tmp/c', '@acme/server@1.2.3']],
      [['npx', '--no-yes', '@acme/server@1.2.3']],
    ])('%j reads the package after the values: pinned', (argv) => expect(read(argv)).toBe('@acme/server@1.2.3'));
    it.each([
      // The package named after --heading is its value: npx runs what follows, unpinned.
      [['npx', '--heading', '@acme/server@1.2.3', '@acme/server']],
      [['npx', '--loglevel', '@acme/server@1.2.3', '@acme/server']],
    ])('%j: the pinned word is a value, what runs is unpinned', (argv) => expect(read(argv)).toBe('unpinned @acme/server'));
    it.each([[['npx', '--made-up', '@acme/server@1.2.3']], [['npx', '-yq', '@acme/server@1.2.3']], [['npx', '--npm', 'x', 'a@1.0.0']]])(
      '%j: an option npm does not define is unreadable, not guessed',
      (argv) => expect(read(argv)).toBe('unreadable'),
    );
  });

  describe('pnpm, docker and uv options by their own tables', () => {
    it.each([
      [['pnpm', '--reporter', 'silent', 'dlx', '@acme/server@1.2.3'], '@acme/server@1.2.3'],
      [['pnpm', '--reporter', '@acme/server@1.2.3', 'dlx', '@acme/server'], 'unpinned @acme/server'],
      [['pnpm', 'dlx', '--made-up', '@acme/server@1.2.3'], 'unreadable'],
      [['docker', '--tlscacert', '/ca.pem', 'run', '-i', `ghcr.io/acme/server@${DIGEST}`], `ghcr.io/acme/server@${DIGEST}`],
      [['docker', '--tlscacert', `ghcr.io/acme/server@${DIGEST}`, 'run', '-i', 'ghcr.io/acme/server'], 'unpinned ghcr.io/acme/server'],
      [
        ['docker', 'run', '--health-start-interval', `ghcr.io/acme/server@${DIGEST}`, 'ghcr.io/acme/server'],
        'unpinned ghcr.io/acme/server',
      ],
      [['docker', 'run', '--made-up', `ghcr.io/acme/server@${DIGEST}`], 'unreadable'],
      [['docker', '--made-up', 'run', `ghcr.io/acme/server@${DIGEST}`], 'unreadable'],
      [['uvx', '--refresh-package', 'mcp-server-time', 'mcp-server-time==1.2.3'], 'mcp-server-time@1.2.3'],
      [['uvx', '--refresh-package', 'mcp-server-time==1.2.3', 'mcp-server-time'], 'unpinned mcp-server-time'],
      [['uvx', '--made-up', 'mcp-server-time==1.2.3'], 'unreadable'],
    ])('%j', (argv, expected) => expect(read(argv)).toBe(expected));
  });

  describe('packages installed beside the server', () => {
    it.each([
      [['uvx', '--with', 'httpx==0.27.0', 'mcp-server-time==1.2.3'], 'mcp-server-time@1.2.3'],
      [['uvx', '--with', 'httpx', 'mcp-server-time==1.2.3'], 'unpinned mcp-server-time'],
      [['uvx', '-w', 'httpx==0.27.0,rich', 'mcp-server-time==1.2.3'], 'unpinned mcp-server-time'],
      [['uvx', '--with-requirements', 'r.txt', 'mcp-server-time==1.2.3'], 'unreadable'],
      [['pipx', 'run', '--pip-args', '--no-cache-dir httpx==0.27.0', 'mcp-server-time==1.2.3'], 'mcp-server-time@1.2.3'],
      [['pipx', 'run', '--pip-args', '--no-cache-dir httpx', 'mcp-server-time==1.2.3'], 'unpinned mcp-server-time'],
      [['pipx', 'run', '--pip-args=-r reqs.txt', 'mcp-server-time==1.2.3'], 'unreadable'],
      [['pipx', 'run', '--preinstall', 'httpx==0.27.0', 'mcp-server-time==1.2.3'], 'mcp-server-time@1.2.3'],
      [['pipx', 'run', '--preinstall', 'httpx', 'mcp-server-time==1.2.3'], 'unpinned mcp-server-time'],
    ])('%j', (argv, expected) => expect(read(argv)).toBe(expected));
  });

  describe('an entry toolseal wrap rewrote, whose guard is itself started by npx', () => {
    it('npx -y toolseal guard … -- PKG@1.2.3: toolseal itself has no exact version, unpinned', () => {
      expect(read(['npx', '-y', 'toolseal', 'guard', '--server-id', 'docs', '--', 'npx', '-y', '@acme/server@1.2.3'])).toBe(
        'unpinned toolseal',
      );
    });
    it('the twin: npx -y toolseal@0.2.0 guard … -- PKG@1.2.3 reads the guarded server, pinned', () => {
      expect(read(['npx', '-y', 'toolseal@0.2.0', 'guard', '--server-id', 'docs', '--', 'npx', '-y', '@acme/server@1.2.3'])).toBe(
        '@acme/server@1.2.3',
      );
    });
    it('a local folder that takes "guard" is not the guard: nothing after its -- is read as a server', () => {
      expect(read(['npx', './tools', 'guard', '--', 'npx', '-y', '@acme/server'])).toBeUndefined();
    });
    it('through sh -c as well', () => {
      expect(read(['sh', '-c', 'npx -y toolseal guard -- npx -y @acme/server@1.2.3'])).toBe('unpinned toolseal');
      expect(read(['sh', '-c', 'npx -y toolseal@0.2.0 guard -- npx -y @acme/server@1.2.3'])).toBe('@acme/server@1.2.3');
    });
  });

  describe('a command line toolseal cannot read is UNREADABLE_LAUNCHER, never "not a launcher"', () => {
    it.each([
      [['sh', '-c', 'npx -y "$PKG"']],
      [['sh', '-c', '$LAUNCHER -y @acme/server@1.2.3']],
      [['sh', '-c', 'npx -y @acme/server@$VERSION']],
      [['sh', '-c', 'if true; then npx -y @acme/server@1.2.3; fi']],
      [['sh', '-c', 'npx -y @acme/server@1.2.3 && npx -y @acme/other@1.0.0']],
      [['sh', '-c', 'npx -y @acme/server@1.2.3 <<EOF']],
      [['bash', '-c', 'npx -y "@acme/server@1.2.3']],
      [['env', '--made-up', 'npx', '-y', '@acme/server@1.2.3']],
      [['cmd', '/c', 'npx', '-y', '%PKG%']],
      [['sh', '-c', `sh -c 'npx -y $PKG'`]],
      [['sh', '-c', 'npx -y @acme/server@${VERSION}']],
    ])('%j', (argv) => expect(read(argv)).toBe('unreadable'));

    it.each([
      [['sh', '-c', 'npx -y @acme/server@1.2.3 --token "$TOKEN"']],
      [['sh', '-c', 'cd /srv && npx -y @acme/server@1.2.3']],
      [['cmd', '/c', 'npx', '-y', '@acme/server@1.2.3', '--dir', '%USERPROFILE%']],
    ])('the twin: %j expands only after the package, pinned', (argv) => expect(read(argv)).toBe('@acme/server@1.2.3'));

    it.each([
      [['sh', '-c', 'python server.py']],
      [['bash', 'start.sh']],
      [['node', 'server.js']],
      [['env', 'A=1', 'python', 'x.py']],
      [['sh', '-c', 'command -v npx']],
    ])('%j starts no launcher', (argv) => expect(read(argv)).toBeUndefined());
  });
});
