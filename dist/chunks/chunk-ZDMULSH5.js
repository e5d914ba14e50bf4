#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  npmSubjectName,
  parseArtifactSpec
} from "./chunk-CH3OSZNM.js";
import {
  readURLBytes,
  redirectAllowed
} from "./chunk-QJ5X7O4B.js";
import {
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  kindOf
} from "./chunk-KQJFC54N.js";
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

// src/run/artifacts.ts
const { closeSync, constants, fstatSync, openSync, readSync, statSync } = process.getBuiltinModule("node:fs");
const { basename, resolve } = process.getBuiltinModule("node:path");
var createHash = (algorithm) => process.getBuiltinModule("node:crypto").createHash(algorithm);
var MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;
var MAX_PACKUMENT_BYTES = 64 * 1024 * 1024;
var NPM_TIMEOUT_MS = 6e4;
async function resolveArtifacts(specs, options = {}) {
  const out = [];
  for (const spec of specs) out.push(await resolveArtifact(parseArtifactSpec(spec), options));
  return out;
}
async function resolveArtifact(a, options = {}) {
  if (a.kind === "oci") return { name: `oci://${a.repository}`, digest: { sha256: a.sha256 } };
  if (a.kind === "file") {
    const path = resolve(options.cwd ?? ".", a.path);
    return { name: basename(path), digest: hashFile(path, a.path, options.maxBytes ?? MAX_ARTIFACT_BYTES) };
  }
  return resolveNpm(a, options);
}
function hashFile(path, shown, maxBytes) {
  const notRegular = (st) => new ToolsealError("IO_ERROR", `cannot read ${shown}: ${kindOf(st)}, not a regular file`);
  try {
    const st = statSync(path);
    if (!st.isFile()) throw notRegular(st);
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("IO_ERROR", `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  }
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw notRegular(st);
    if (st.size > maxBytes) throw new ToolsealError("INVALID_INPUT", `${shown}: larger than ${maxBytes} bytes`);
    const h256 = createHash("sha256");
    const h512 = createHash("sha512");
    const buf = Buffer.alloc(1 << 20);
    let total = 0;
    for (; ; ) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw new ToolsealError("INVALID_INPUT", `${shown}: larger than ${maxBytes} bytes`);
      h256.update(buf.subarray(0, n));
      h512.update(buf.subarray(0, n));
    }
    return { sha256: h256.digest("hex"), sha512: h512.digest("hex") };
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("IO_ERROR", `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  } finally {
    closeSync(fd);
  }
}
async function resolveNpm(a, options) {
  const registry = await registryOf(options);
  const timeoutMs = options.timeoutMs ?? NPM_TIMEOUT_MS;
  const packumentURL = new URL(encodeURIComponent(a.name).replace(/^%40/, "@"), registry);
  const network = { ...options.network, signal: options.signal };
  const got = await readURLBytes(packumentURL.href, {
    timeoutMs,
    maxBytes: MAX_PACKUMENT_BYTES,
    headers: { accept: "application/json" },
    ...network,
    within: options.within
  });
  const documentLabel = `${got.source} (${a.name}@${a.version})`;
  const doc = parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source);
  const bad = (why) => {
    throw new ToolsealError("INVALID_INPUT", `${documentLabel}: ${why}`);
  };
  if (!isJsonObject(doc) || !isJsonObject(doc.versions)) bad("not a packument (no versions)");
  if (doc.name !== a.name)
    bad(`the packument is for ${quoteForTerminal(String(doc.name).slice(0, 214))}, not this package`);
  const versions = doc.versions;
  const v = Object.hasOwn(versions, a.version) ? versions[a.version] : void 0;
  if (v === void 0) bad("no such version in the registry");
  if (isJsonObject(v) && v.version !== void 0 && v.version !== a.version)
    bad(`versions[${JSON.stringify(a.version)}] says it is version ${quoteForTerminal(String(v.version).slice(0, 100))}`);
  const dist = isJsonObject(v) ? v.dist : void 0;
  if (!isJsonObject(dist) || typeof dist.integrity !== "string" || typeof dist.tarball !== "string")
    bad("the version has no dist.integrity and dist.tarball");
  const d = dist;
  const sha512 = sha512OfIntegrity(d.integrity);
  if (sha512 === void 0) bad("dist.integrity holds no sha512");
  let tarball;
  try {
    tarball = new URL(d.tarball);
  } catch (e) {
    throw new ToolsealError("INVALID_INPUT", `${documentLabel}: dist.tarball is not a URL`, { cause: e });
  }
  if (!redirectAllowed(packumentURL, tarball)) bad(`dist.tarball ${tarball.protocol}//${tarball.host} is not https, or is this machine`);
  const body = await readURLBytes(tarball.href, {
    timeoutMs,
    maxBytes: options.maxBytes ?? MAX_ARTIFACT_BYTES,
    ...network,
    within: got.addressClass
  });
  const actual = createHash("sha512").update(body.bytes).digest("hex");
  if (actual !== sha512) {
    throw new ToolsealError(
      "ARTIFACT_MISMATCH",
      `${documentLabel}: the tarball ${body.source} is not the registry's integrity for this version`
    );
  }
  return { name: npmSubjectName(a.name, a.version), digest: { sha256: createHash("sha256").update(body.bytes).digest("hex"), sha512 } };
}
function sha512OfIntegrity(integrity) {
  for (const part of integrity.trim().split(/\s+/)) {
    const m = /^sha512-([A-Za-z0-9+/]{86}==)(?:\?.*)?$/.exec(part);
    if (m) return Buffer.from(m[1], "base64").toString("hex");
  }
  return void 0;
}
async function registryOf(options) {
  const env = options.env ?? process.env;
  let text = options.npmRegistry ?? (env.npm_config_registry || env.NPM_CONFIG_REGISTRY || void 0);
  if (text === void 0) text = await npmConfiguredRegistry(options.signal);
  let url;
  try {
    url = new URL(text.endsWith("/") ? text : `${text}/`);
  } catch (e) {
    throw new ToolsealError("USAGE", `the npm registry ${quoteForTerminal(text.slice(0, 200))} is not a URL`, { cause: e });
  }
  if (url.username || url.password || url.search)
    throw new ToolsealError("USAGE", `the npm registry ${url.origin}${url.pathname}: a URL with credentials or a query is not used`);
  return url;
}
function npmConfiguredRegistry(signal) {
  return new Promise((resolvePromise, reject) => {
    process.getBuiltinModule("node:child_process").execFile(
      "npm",
      ["config", "get", "registry"],
      { timeout: 15e3, maxBuffer: 64 * 1024, shell: process.platform === "win32", signal },
      (e, stdout) => {
        const text = String(stdout ?? "").trim();
        if (e || !/^https?:\/\//.test(text)) {
          reject(
            new ToolsealError(
              "USAGE",
              "no npm registry: give --npm-registry URL (or set npm_config_registry); npm could not be asked for its own",
              { cause: e }
            )
          );
        } else resolvePromise(text);
      }
    );
  });
}

export {
  resolveArtifacts,
  resolveArtifact,
  sha512OfIntegrity,
  registryOf
};
