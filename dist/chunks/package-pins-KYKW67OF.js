#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  sha512OfIntegrity
} from "./chunk-ZDMULSH5.js";
import "./chunk-CH3OSZNM.js";
import {
  readURLBytes
} from "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import {
  launchedPackageOf
} from "./chunk-SEUMN4X2.js";
import {
  MAX_PINNED_DEPENDENCIES,
  pinOfReference
} from "./chunk-V5IMACWJ.js";
import {
  holdsSecret,
  serverSecrets
} from "./chunk-VCZRACRA.js";
import "./chunk-67AH6TGB.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/run/package-pins.ts
const { createHash } = process.getBuiltinModule("node:crypto");
const { homedir } = process.getBuiltinModule("node:os");
const { join: join2 } = process.getBuiltinModule("node:path");

// src/fs/cache-file.ts
const { closeSync, fstatSync, openSync, readSync } = process.getBuiltinModule("node:fs");
function readCacheFile(file, maxBytes) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return void 0;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) return void 0;
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, null);
      if (n === 0) break;
      at += n;
    }
    return { bytes: buf.subarray(0, at), mtimeMs: st.mtimeMs };
  } catch {
    return void 0;
  } finally {
    closeSync(fd);
  }
}

// src/run/npx-tree.ts
const { readdirSync } = process.getBuiltinModule("node:fs");
const { join } = process.getBuiltinModule("node:path");
var MAX_NPX_FOLDERS = 1e3;
var MAX_TREE_BYTES = 8 * 1024 * 1024;
var MAX_TEXT = 512;
function dependenciesInNpxCache(cacheDir, name, version, integrity) {
  let folders;
  try {
    folders = readdirSync(join(cacheDir, "_npx")).sort().slice(0, MAX_NPX_FOLDERS);
  } catch {
    return void 0;
  }
  let best;
  for (const folder of folders) {
    const tree = readTree(join(cacheDir, "_npx", folder, "node_modules", ".package-lock.json"));
    if (tree === void 0) continue;
    const dependencies = dependenciesOf(tree.doc, name, version, integrity);
    if (dependencies !== void 0 && (best === void 0 || tree.mtimeMs > best.mtimeMs)) best = { mtimeMs: tree.mtimeMs, dependencies };
  }
  return best?.dependencies;
}
function dependenciesOf(doc, name, version, integrity) {
  const packages = doc?.packages;
  if (typeof packages !== "object" || packages === null || Array.isArray(packages)) return void 0;
  const all = packages;
  const own = `node_modules/${name}`;
  const top = Object.hasOwn(all, own) ? all[own] : void 0;
  if (typeof top !== "object" || top === null || top.version !== version) return void 0;
  if (integrity !== void 0 && typeof top.integrity === "string") {
    const hex = sha512OfIntegrity(top.integrity);
    if (hex !== void 0 && `sha512-${Buffer.from(hex, "hex").toString("base64")}` !== integrity) return void 0;
  }
  const found = [];
  for (const path of Object.keys(all)) {
    if (path === own || !path.startsWith("node_modules/")) continue;
    const v = all[path]?.version;
    const dep = path.slice("node_modules/".length).split("/node_modules/").join(" > ");
    if (typeof v !== "string" || v === "" || v.length > MAX_TEXT || dep === "" || dep.length > MAX_TEXT) continue;
    found.push([dep, v]);
  }
  found.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const out = {};
  for (const [dep, v] of found.slice(0, MAX_PINNED_DEPENDENCIES)) out[dep] = v;
  return out;
}
function readTree(file) {
  const read = readCacheFile(file, MAX_TREE_BYTES);
  if (read === void 0) return void 0;
  try {
    return { doc: JSON.parse(read.bytes.toString("utf8")), mtimeMs: read.mtimeMs };
  } catch {
    return void 0;
  }
}

// src/run/package-pins.ts
var PACKAGE_RESOLVE_TIMEOUT_MS = 1e4;
var MAX_PACKUMENT_BYTES = 32 * 1024 * 1024;
var MAX_CACHE_BUCKET_BYTES = 4 * 1024 * 1024;
async function packageSurfaceOf(spec, options = {}) {
  if (spec.kind !== "stdio") return void 0;
  const launched = launchedPackageOf(spec.command, spec.args);
  if (!launched) return void 0;
  const known = serverSecrets(spec).known;
  if (holdsSecret(`${launched.name} ${launched.requested ?? ""} ${launched.registry ?? ""}`, known)) {
    return {
      launched: {
        launcher: launched.launcher,
        ecosystem: launched.ecosystem,
        name: "",
        unpinned: launched.unpinned ?? void 0,
        ...launched.unreadable ? { unreadable: true } : {}
      },
      unresolved: "the package spec holds a value from the environment: not recorded"
    };
  }
  if (launched.unpinned !== void 0) return { launched };
  if (launched.ecosystem === "oci") return { launched, resolved: pinOfReference(launched) };
  if (launched.ecosystem === "pypi") return { launched, resolved: { ecosystem: "pypi", name: launched.name, version: launched.version } };
  const env = { ...options.env ?? process.env, ...spec.env ?? {} };
  try {
    const found = await resolveNpmPin(launched, env, options.timeoutMs ?? PACKAGE_RESOLVE_TIMEOUT_MS);
    const npx = launched.launcher === "npx" || launched.launcher === "npm exec";
    const dependencies = npx ? dependenciesInNpxCache(npmCacheDir(env), launched.name, launched.version, found.resolved.integrity) : void 0;
    const some = dependencies !== void 0 && Object.keys(dependencies).length > 0;
    return { launched, ...found, ...some ? { resolved: { ...found.resolved, dependencies } } : {} };
  } catch (e) {
    return { launched, unresolved: e instanceof ToolsealError ? e.message : "the registry could not be read" };
  }
}
var NPM_PACKUMENT_ACCEPT = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*";
async function resolveNpmPin(p, env, timeoutMs) {
  const registry = await registryOf({ npmRegistry: p.registry, env });
  const version = p.version;
  const pin = (integrity2) => ({ ecosystem: "npm", name: p.name, version, integrity: integrity2 });
  const encoded = encodeURIComponent(p.name).replace(/^%40/, "@");
  const fetchJson = async (url, accept) => {
    const got = await readURLBytes(url.href, { timeoutMs, maxBytes: MAX_PACKUMENT_BYTES, headers: { accept } });
    return { doc: parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source), source: got.source };
  };
  const [packument, versionDocument] = await Promise.allSettled([
    fetchJson(new URL(encoded, registry), NPM_PACKUMENT_ACCEPT),
    fetchJson(new URL(`${encoded}/${encodeURIComponent(version)}`, registry), "application/json")
  ]);
  if (packument.status === "rejected") {
    const answered = packument.reason?.cause?.status !== void 0;
    if (!answered) {
      const unscoped = p.name.startsWith("@") ? p.name.slice(p.name.indexOf("/") + 1) : p.name;
      const cached = integrityInNpmCache(npmCacheDir(env), new URL(`${p.name}/-/${unscoped}-${version}.tgz`, registry).href);
      if (cached !== void 0) return { resolved: pin(cached) };
    }
    throw packument.reason;
  }
  const label = `${packument.value.source} (${p.name}@${version})`;
  const doc = packument.value.doc;
  const versions = typeof doc === "object" && doc !== null && doc.name === p.name ? doc.versions : void 0;
  const entry = typeof versions === "object" && versions !== null && Object.hasOwn(versions, version) ? versions[version] : void 0;
  if (typeof entry !== "object" || entry === null || entry.version !== version)
    throw new ToolsealError("INVALID_INPUT", `${label}: not the registry's document of this version`);
  const integrity = integrityOf(entry);
  if (integrity === void 0) throw new ToolsealError("INVALID_INPUT", `${label}: dist.integrity holds no sha512`);
  if (versionDocument.status === "rejected") return { resolved: pin(integrity) };
  const own = versionDocument.value.doc;
  const ownIntegrity = typeof own === "object" && own !== null && own.name === p.name && own.version === version ? integrityOf(own) : void 0;
  if (ownIntegrity === integrity) return { resolved: pin(integrity) };
  return {
    resolved: pin(integrity),
    disagrees: ownIntegrity === void 0 ? `the registry's document of ${p.name}@${version} is not of that version or holds no sha512, where its packument gives ${integrity}` : `the registry gives two integrities for ${p.name}@${version}: ${integrity} in its packument (what npx fetches), ${ownIntegrity} in the version's document`
  };
}
function integrityOf(versionDocument) {
  const dist = versionDocument.dist;
  return typeof dist === "object" && dist !== null && typeof dist.integrity === "string" ? sriSha512(dist.integrity) : void 0;
}
function sriSha512(integrity) {
  const hex = sha512OfIntegrity(integrity);
  return hex === void 0 ? void 0 : `sha512-${Buffer.from(hex, "hex").toString("base64")}`;
}
function npmCacheDir(env) {
  const set = env.npm_config_cache || env.NPM_CONFIG_CACHE;
  if (set) return set;
  if (process.platform === "win32" && env.LOCALAPPDATA) return join2(env.LOCALAPPDATA, "npm-cache");
  return join2(env.HOME || homedir(), ".npm");
}
function integrityInNpmCache(cacheDir, tarballUrl) {
  const key = `make-fetch-happen:request-cache:${tarballUrl}`;
  const h = createHash("sha256").update(key).digest("hex");
  const file = join2(cacheDir, "_cacache", "index-v5", h.slice(0, 2), h.slice(2, 4), h.slice(4));
  const bucket = readCacheFile(file, MAX_CACHE_BUCKET_BYTES);
  if (bucket === void 0) return void 0;
  const text = bucket.bytes.toString("utf8");
  let found;
  for (const line of text.split("\n")) {
    const tab = line.indexOf("	");
    if (tab < 0) continue;
    const json = line.slice(tab + 1);
    if (createHash("sha1").update(json).digest("hex") !== line.slice(0, tab)) continue;
    let entry;
    try {
      entry = JSON.parse(json);
    } catch {
      continue;
    }
    if (entry.key !== key) continue;
    found = typeof entry.integrity === "string" ? sriSha512(entry.integrity) : void 0;
  }
  return found;
}
export {
  PACKAGE_RESOLVE_TIMEOUT_MS,
  integrityInNpmCache,
  packageSurfaceOf
};
