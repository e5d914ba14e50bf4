import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm pack` of a tiny package made in `dir`/`name`: a real tarball, as a release would ship it. Returns its path.
 * `marker` goes into the package's file, so two packs with different markers are two different tarballs.
 */
export function packTinyPackage(dir: string, name: string, version: string, marker: string): string {
  const pkgDir = join(dir, `${name.replace(/[@/]/g, '_')}-${version}-${marker}`);
  mkdirSync(pkgDir, { recursive: true });
  writeFileSync(join(pkgDir, 'package.json'), JSON.stringify({ name, version, main: 'index.js', license: 'MIT' }));
  writeFileSync(join(pkgDir, 'index.js'), `module.exports = ${JSON.stringify(marker)};\n`);
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', pkgDir], { cwd: pkgDir, encoding: 'utf8', timeout: 60_000 });
  const [info] = JSON.parse(out) as Array<{ filename: string }>;
  return join(pkgDir, info!.filename);
}
