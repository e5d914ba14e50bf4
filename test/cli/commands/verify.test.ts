import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal verify` (src/cli/commands/verify.ts), in this process: the arguments it refuses before it
// reads a registry, a bundle or a trusted root, or starts a server, each one line and exit 2, the twin of
// each rule getting past it to the next. The verification itself, signed bundles from a local Sigstore
// against live and snapshotted servers: test/run/verify/.

let dir: string;
let snapshot: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-verify-cmd-'));
  snapshot = join(dir, 'docs.snapshot.json');
  writeFileSync(snapshot, '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const verify = (...args: string[]) => runInProcess(['verify', ...args], {}, dir);

async function refused(args: string[], code: string, message: string): Promise<void> {
  const r = await verify(...args);
  expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `toolseal: ${code}: ${message}\n`]);
}

describe('toolseal verify: what it refuses first', () => {
  it('--registry-url without --registry; with it, the options the entry decides are refused by name', async () => {
    await refused(
      ['--registry-url', 'https://registry.example.com', '--snapshot', snapshot],
      'USAGE',
      '--registry-url is for --registry NAME',
    );
    await refused(
      [
        '--registry',
        'io.github.octo-org/docs',
        '--registry-url',
        'https://registry.example.com',
        '--bundle',
        'b.json',
        '--server-name',
        'x',
      ],
      'USAGE',
      '--registry takes the signer, the server name and the bundle from the registry entry: drop --bundle, --server-name',
    );
  });

  it('--config --all: verify checks one server', async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { docs: { command: 'node', args: ['s.mjs'] } } }));
    await refused(
      ['--config', config, '--all', '--bundle', 'b.json'],
      'USAGE',
      'verify checks one server: use --config FILE --server NAME',
    );
  });

  it('no bundle and nowhere to find one; the twin, a bundle named, is read (and its absence said)', async () => {
    await refused(
      ['--snapshot', snapshot],
      'USAGE',
      'verify needs --bundle FILE_OR_URL, or --repo OWNER/REPO (or --owner OWNER) to find it',
    );
    const missing = join(dir, 'missing.sigstore.json');
    const r = await verify(
      '--snapshot',
      snapshot,
      '--bundle',
      missing,
      '--certificate-identity',
      'https://github.com/o/r/.github/workflows/w.yml@refs/heads/main',
    );
    expect(r.code).toBe(2);
    expect(r.error).toBe('IO_ERROR');
    expect(r.stderr).toContain(missing);
  });
});
