import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PINNED_DEPENDENCIES } from '../core/origin/package-pin.js';
import { readCacheFile } from '../fs/cache-file.js';
import { sha512OfIntegrity } from './artifacts.js';

/** At most this many of npx's install folders are looked at, and each tree file read is at most this large. */
const MAX_NPX_FOLDERS = 1000;
const MAX_TREE_BYTES = 8 * 1024 * 1024;
const MAX_TEXT = 512;

/**
 * The dependency versions npx's installed tree of `name@version` resolved (`<cache>/_npx/<hash>/node_modules/
 * .package-lock.json`, the tree npm writes beside what it installed): each package of the tree but the one
 * run, by its path (`zod`, or `a > b` for a copy nested under `a`) → version, sorted, the first
 * {@link MAX_PINNED_DEPENDENCIES}. Of several trees of that version (npx keeps one per spec it was given), the
 * one written last (the run just made installed or used it); one whose copy of the package has another
 * integrity than `integrity` is not it. Undefined when no tree can be read: a missing cache, a tree
 * too large or not JSON is only not there (nothing is explained, nothing fails).
 */
export function dependenciesInNpxCache(
  cacheDir: string,
  name: string,
  version: string,
  integrity: string | undefined,
): Record<string, string> | undefined {
  let folders: string[];
  try {
    folders = readdirSync(join(cacheDir, '_npx')).sort().slice(0, MAX_NPX_FOLDERS);
  } catch {
    return undefined;
  }
  let best: { mtimeMs: number; dependencies: Record<string, string> } | undefined;
  for (const folder of folders) {
    const tree = readTree(join(cacheDir, '_npx', folder, 'node_modules', '.package-lock.json'));
    if (tree === undefined) continue;
    const dependencies = dependenciesOf(tree.doc, name, version, integrity);
    if (dependencies !== undefined && (best === undefined || tree.mtimeMs > best.mtimeMs)) best = { mtimeMs: tree.mtimeMs, dependencies };
  }
  return best?.dependencies;
}

/** The resolved versions of a tree that installs `name@version` (with that integrity, when both say one). */
function dependenciesOf(doc: unknown, name: string, version: string, integrity: string | undefined): Record<string, string> | undefined {
  const packages = (doc as { packages?: unknown } | null)?.packages;
  if (typeof packages !== 'object' || packages === null || Array.isArray(packages)) return undefined;
  const all = packages as Record<string, unknown>;
  const own = `node_modules/${name}`;
  const top = Object.hasOwn(all, own) ? (all[own] as { version?: unknown; integrity?: unknown } | null) : undefined;
  if (typeof top !== 'object' || top === null || top.version !== version) return undefined;
  if (integrity !== undefined && typeof top.integrity === 'string') {
    const hex = sha512OfIntegrity(top.integrity);
    if (hex !== undefined && `sha512-${Buffer.from(hex, 'hex').toString('base64')}` !== integrity) return undefined;
  }
  const found: Array<[string, string]> = [];
  for (const path of Object.keys(all)) {
    if (path === own || !path.startsWith('node_modules/')) continue;
    const v = (all[path] as { version?: unknown } | null)?.version;
    const dep = path.slice('node_modules/'.length).split('/node_modules/').join(' > ');
    if (typeof v !== 'string' || v === '' || v.length > MAX_TEXT || dep === '' || dep.length > MAX_TEXT) continue;
    found.push([dep, v]);
  }
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, string> = {};
  for (const [dep, v] of found.slice(0, MAX_PINNED_DEPENDENCIES)) out[dep] = v;
  return out;
}

/** A tree file parsed, with its modification time; undefined when it is not a regular file within the bound, or not JSON. */
function readTree(file: string): { doc: unknown; mtimeMs: number } | undefined {
  const read = readCacheFile(file, MAX_TREE_BYTES);
  if (read === undefined) return undefined;
  try {
    return { doc: JSON.parse(read.bytes.toString('utf8')) as unknown, mtimeMs: read.mtimeMs };
  } catch {
    return undefined;
  }
}
