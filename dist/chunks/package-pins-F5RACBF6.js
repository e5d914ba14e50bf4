#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  sha512OfIntegrity
} from "./chunk-TT4VVWDP.js";
import "./chunk-2ENW7BQH.js";
import {
  readURLBytes
} from "./chunk-CEAQSIAL.js";
import "./chunk-7OYSRVTU.js";
import {
  launchedPackageOf,
  pinOfReference
} from "./chunk-B2LAOQN6.js";
import "./chunk-P2LBGSGT.js";
import {
  holdsSecret,
  serverSecrets
} from "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-YQXWJDBB.js";
import {
  ToolsealError
} from "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";

// src/run/package-pins.ts
const { createHash } = process.getBuiltinModule("node:crypto");
const { closeSync, fstatSync, openSync, readSync } = process.getBuiltinModule("node:fs");
const { homedir } = process.getBuiltinModule("node:os");
const { join } = process.getBuiltinModule("node:path");
var PACKAGE_RESOLVE_TIMEOUT_MS = 1e4;
var MAX_VERSION_DOCUMENT_BYTES = 4 * 1024 * 1024;
var MAX_CACHE_BUCKET_BYTES = 4 * 1024 * 1024;
async function packageSurfaceOf(spec, options = {}) {
  if (spec.kind !== "stdio") return void 0;
  const launched = launchedPackageOf(spec.command, spec.args);
  if (!launched) return void 0;
  const known = serverSecrets(spec).known;
  if (holdsSecret(`${launched.name} ${launched.requested ?? ""} ${launched.registry ?? ""}`, known)) {
    return {
      launched: { launcher: launched.launcher, ecosystem: launched.ecosystem, name: "", unpinned: launched.unpinned ?? void 0 },
      unresolved: "the package spec holds a value from the environment: not recorded"
    };
  }
  if (launched.unpinned !== void 0) return { launched };
  if (launched.ecosystem === "oci") return { launched, resolved: pinOfReference(launched) };
  if (launched.ecosystem === "pypi") return { launched, resolved: { ecosystem: "pypi", name: launched.name, version: launched.version } };
  const env = { ...options.env ?? process.env, ...spec.env ?? {} };
  try {
    const locked = spec.cwd === void 0 ? void 0 : integrityInPackageLock(join(spec.cwd, "package-lock.json"), launched.name, launched.version);
    if (locked !== void 0)
      return { launched, resolved: { ecosystem: "npm", name: launched.name, version: launched.version, integrity: locked } };
    return { launched, resolved: await resolveNpmPin(launched, env, options.timeoutMs ?? PACKAGE_RESOLVE_TIMEOUT_MS) };
  } catch (e) {
    return { launched, unresolved: e instanceof ToolsealError ? e.message : "the registry could not be read" };
  }
}
async function resolveNpmPin(p, env, timeoutMs) {
  const registry = await registryOf({ npmRegistry: p.registry, env });
  const version = p.version;
  const unscoped = p.name.startsWith("@") ? p.name.slice(p.name.indexOf("/") + 1) : p.name;
  const tarball = new URL(`${p.name}/-/${unscoped}-${version}.tgz`, registry).href;
  const cached = integrityInNpmCache(npmCacheDir(env), tarball);
  const pin = (integrity2) => ({ ecosystem: "npm", name: p.name, version, integrity: integrity2 });
  if (cached !== void 0) return pin(cached);
  const url = new URL(`${encodeURIComponent(p.name).replace(/^%40/, "@")}/${encodeURIComponent(version)}`, registry);
  const got = await readURLBytes(url.href, { timeoutMs, maxBytes: MAX_VERSION_DOCUMENT_BYTES, headers: { accept: "application/json" } });
  const doc = parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source);
  const documentLabel = `${got.source} (${p.name}@${version})`;
  if (typeof doc !== "object" || doc === null || doc.name !== p.name || doc.version !== version) {
    throw new ToolsealError("INVALID_INPUT", `${documentLabel}: not the registry's document of this version`);
  }
  const dist = doc.dist;
  const integrity = typeof dist?.integrity === "string" ? sriSha512(dist.integrity) : void 0;
  if (integrity === void 0) throw new ToolsealError("INVALID_INPUT", `${documentLabel}: dist.integrity holds no sha512`);
  return pin(integrity);
}
function sriSha512(integrity) {
  const hex = sha512OfIntegrity(integrity);
  return hex === void 0 ? void 0 : `sha512-${Buffer.from(hex, "hex").toString("base64")}`;
}
function npmCacheDir(env) {
  const set = env.npm_config_cache || env.NPM_CONFIG_CACHE;
  if (set) return set;
  if (process.platform === "win32" && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, "npm-cache");
  return join(env.HOME || homedir(), ".npm");
}
function integrityInNpmCache(cacheDir, tarballUrl) {
  const key = `make-fetch-happen:request-cache:${tarballUrl}`;
  const h = createHash("sha256").update(key).digest("hex");
  const file = join(cacheDir, "_cacache", "index-v5", h.slice(0, 2), h.slice(2, 4), h.slice(4));
  let text;
  try {
    text = readBounded(file, MAX_CACHE_BUCKET_BYTES);
  } catch {
    return void 0;
  }
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
var MAX_PACKAGE_LOCK_BYTES = 64 * 1024 * 1024;
function integrityInPackageLock(file, name, version) {
  let doc;
  try {
    doc = JSON.parse(readBounded(file, MAX_PACKAGE_LOCK_BYTES));
  } catch {
    return void 0;
  }
  const packages = doc?.packages;
  if (typeof packages !== "object" || packages === null) return void 0;
  const key = `node_modules/${name}`;
  const entry = Object.hasOwn(packages, key) ? packages[key] : void 0;
  if (typeof entry !== "object" || entry === null) return void 0;
  const e = entry;
  return e.version === version && typeof e.integrity === "string" ? sriSha512(e.integrity) : void 0;
}
function readBounded(file, maxBytes) {
  const fd = openSync(file, "r");
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) throw new Error("not a bounded regular file");
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, null);
      if (n === 0) break;
      at += n;
    }
    return buf.subarray(0, at).toString("utf8");
  } finally {
    closeSync(fd);
  }
}
export {
  PACKAGE_RESOLVE_TIMEOUT_MS,
  integrityInNpmCache,
  integrityInPackageLock,
  packageSurfaceOf
};
