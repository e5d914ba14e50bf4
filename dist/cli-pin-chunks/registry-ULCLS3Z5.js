#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  beforeDeadline
} from "./chunk-LDQ6OJB3.js";
import "./chunk-YFFPOY2M.js";
import {
  npmSubjectName,
  parseArtifactSpec
} from "./chunk-EQQJOT6R.js";
import "./chunk-I6RQJZRO.js";
import "./chunk-6YP4YPBH.js";
import {
  isRegistryServerName
} from "./chunk-ETH4DBQW.js";
import {
  innermostClassOfHost,
  isMoreInternal,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-AFLHAZ7X.js";
import {
  kindOf
} from "./chunk-MKKBKZSN.js";
import "./chunk-B7SMRBTF.js";
import {
  interopSetHashesIn,
  quoteForTerminal
} from "./chunk-C7I7V366.js";
import {
  isJsonObject
} from "./chunk-PTA2LSLX.js";
import {
  ToolsealError,
  decodeUtf8,
  osErrorText,
  parseJsonStrict
} from "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";

// src/core/origin/registry-fragment.ts
var PUBLISHER_META_KEY = "io.modelcontextprotocol.registry/publisher-provided";
var SURFACE_META_KEY = "dev.toolseal/surface";
var MAX_PUBLISHER_META_BYTES = 4096;
function isBundleUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  return (url.protocol === "https:" || url.protocol === "http:" && local) && url.username === "" && url.password === "";
}

// src/core/origin/registry-entry.ts
var OFFICIAL_META_KEY = "io.modelcontextprotocol.registry/official";
var SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
function versionsOfSearchPage(doc, name, source) {
  if (!isJsonObject(doc) || !Array.isArray(doc.servers))
    throw new ToolsealError("INVALID_INPUT", `${source}: not an MCP registry answer (no "servers" list)`);
  const same = doc.servers.filter((e) => isJsonObject(e) && isJsonObject(e.server) && e.server.name === name);
  const meta = isJsonObject(doc.metadata) ? doc.metadata : {};
  const nextCursor = typeof meta.nextCursor === "string" && meta.nextCursor !== "" ? meta.nextCursor : void 0;
  const versions = same.map((e) => ({ server: e.server, ...officialOf(e._meta) }));
  return nextCursor === void 0 ? { versions } : { versions, nextCursor };
}
function officialOf(meta) {
  const official = isJsonObject(meta) && isJsonObject(meta[OFFICIAL_META_KEY]) ? meta[OFFICIAL_META_KEY] : {};
  return {
    ...typeof official.isLatest === "boolean" ? { latest: official.isLatest } : {},
    ...typeof official.status === "string" ? { status: official.status.slice(0, 40) } : {}
  };
}
function registryEntryOf(server, name, source) {
  const bad = (where, what) => {
    throw new ToolsealError("INVALID_INPUT", `${source}: ${where}: ${what}`);
  };
  if (!isJsonObject(server)) bad("server", "not an object");
  const s = server;
  if (s.name !== name) bad("server.name", `is ${quoteForTerminal(String(s.name).slice(0, 200))}, not ${quoteForTerminal(name)}`);
  if (!isRegistryServerName(name)) bad("server.name", "is not in the MCP registry's name format");
  const repository = githubRepositoryOf(s.repository, (what) => bad("server.repository", what));
  const packages = Array.isArray(s.packages) ? s.packages.slice(0, 32).map((p, i) => packageOf(p, (what) => bad(`server.packages[${i}]`, what))) : [];
  const remotes = Array.isArray(s.remotes) ? s.remotes.slice(0, 32).map((r, i) => remoteOf(r, (what) => bad(`server.remotes[${i}]`, what))) : [];
  const meta = isJsonObject(s._meta) ? s._meta : void 0;
  const provided = meta?.[PUBLISHER_META_KEY];
  if (!isJsonObject(provided))
    bad(
      `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}]`,
      "absent: the publisher wrote no toolseal fragment (toolseal statement --registry-fragment)"
    );
  const size = Buffer.byteLength(JSON.stringify(provided), "utf8");
  if (size > MAX_PUBLISHER_META_BYTES)
    bad(
      `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}]`,
      `${size} bytes, more than the ${MAX_PUBLISHER_META_BYTES} the registry takes: not read`
    );
  const surface = provided[SURFACE_META_KEY];
  const at = `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}][${JSON.stringify(SURFACE_META_KEY)}]`;
  if (!isJsonObject(surface)) bad(at, "absent or not an object");
  const f = surface;
  if (typeof f.manifestDigest !== "string" || !SHA256_DIGEST.test(f.manifestDigest)) bad(`${at}.manifestDigest`, "not sha256:<64 hex>");
  if (typeof f.revision !== "number" || !Number.isSafeInteger(f.revision) || f.revision < 1)
    bad(`${at}.revision`, "not a whole number from 1");
  const bundle = bundleOf(f.bundle, (what) => bad(`${at}.bundle`, what));
  const interop = interopSetHashesIn(f, (what) => bad(at, what));
  return {
    name,
    ...typeof s.version === "string" ? { version: s.version } : {},
    repository,
    packages,
    remotes,
    surface: { manifestDigest: f.manifestDigest, revision: f.revision, bundle, ...interop ? { interop } : {} }
  };
}
function githubRepositoryOf(v, bad) {
  if (!isJsonObject(v) || typeof v.url !== "string") bad("has no url");
  const r = v;
  if (r.source !== void 0 && r.source !== "github")
    bad(`source is ${quoteForTerminal(String(r.source).slice(0, 40))}: only a GitHub repository can be the signer (as --repo)`);
  const m = /^https:\/\/github\.com\/([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/.exec(r.url);
  if (!m || m[2] === "." || m[2] === "..")
    bad(`url ${quoteForTerminal(r.url.slice(0, 200))} is not https://github.com/OWNER/REPO`);
  return `${m[1]}/${m[2]}`;
}
function packageOf(p, bad) {
  if (!isJsonObject(p) || typeof p.identifier !== "string" || p.identifier === "" || p.identifier.length > 1024) bad("has no identifier");
  const q = p;
  const sha = (v) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v) ? v : void 0;
  const transport = isJsonObject(q.transport) && typeof q.transport.type === "string" ? { transport: q.transport.type.slice(0, 40) } : {};
  const base = typeof q.registryBaseUrl === "string" ? { registryBaseUrl: q.registryBaseUrl } : {};
  switch (q.registryType) {
    case "npm": {
      if (typeof q.version !== "string" || q.version === "") bad("an npm package without a version");
      return { registryType: "npm", identifier: q.identifier, version: q.version, ...base, ...transport };
    }
    case "pypi":
      return {
        registryType: "pypi",
        identifier: q.identifier,
        ...typeof q.version === "string" && q.version !== "" ? { version: q.version } : {},
        ...base,
        ...transport
      };
    case "oci": {
      const at = q.identifier.lastIndexOf("@sha256:");
      const digest = at < 0 ? void 0 : sha(q.identifier.slice(at + "@sha256:".length));
      return { registryType: "oci", identifier: q.identifier, ...digest ? { sha256: digest } : {}, ...transport };
    }
    case "mcpb": {
      const digest = sha(q.fileSha256);
      if (q.fileSha256 !== void 0 && digest === void 0) bad("fileSha256 is not 64 lowercase hex");
      return { registryType: "mcpb", identifier: q.identifier, ...digest ? { sha256: digest } : {}, ...transport };
    }
    default:
      return { registryType: "other", identifier: q.identifier, ...transport };
  }
}
function remoteOf(r, bad) {
  if (!isJsonObject(r) || typeof r.type !== "string" || typeof r.url !== "string" || r.url === "" || r.url.length > 2048)
    bad('is not { "type", "url" }');
  const q = r;
  return { type: q.type.slice(0, 40), url: q.url };
}
function bundleOf(v, bad) {
  if (isJsonObject(v)) {
    if (typeof v.attestation !== "string" || !SHA256_DIGEST.test(v.attestation) || Object.keys(v).length !== 1)
      bad('is an object, but not { "attestation": "sha256:<64 hex>" }');
    return { attestation: v.attestation };
  }
  if (typeof v !== "string") bad("not a URL or a digest");
  const text = v;
  if (SHA256_DIGEST.test(text)) return { attestation: text };
  if (!isBundleUrl(text)) bad("not an https URL without credentials, nor a digest");
  return { url: text };
}

// src/run/artifacts.ts
const { closeSync, constants, fstatSync, openSync, readSync, statSync } = process.getBuiltinModule("node:fs");
const { basename, resolve } = process.getBuiltinModule("node:path");
var createHash = (algorithm) => process.getBuiltinModule("node:crypto").createHash(algorithm);
var MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;
var MAX_PACKUMENT_BYTES = 64 * 1024 * 1024;
var NPM_TIMEOUT_MS = 6e4;
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

// src/run/registry.ts
var MAX_REGISTRY_PAGES = 10;
var MAX_REGISTRY_BYTES = 4 * 1024 * 1024;
async function readRegistryEntry(name, options) {
  const base = registryBase(options.registryUrl ?? DEFAULT_REGISTRY_URL);
  let addressClass;
  const get = async (url) => {
    const got = await readURLBytes(url.href, {
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_REGISTRY_BYTES,
      signal: options.signal,
      sameOriginRedirects: true,
      headers: { accept: "application/json" },
      ...options.network,
      within: addressClass
    });
    addressClass ??= got.addressClass ?? "public";
    return { doc: parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source), source: got.source };
  };
  const listed = [];
  let cursor;
  let complete = false;
  for (let page = 0; page < MAX_REGISTRY_PAGES; page++) {
    const url = new URL("v0/servers", base);
    url.searchParams.set("search", name);
    if (cursor !== void 0) url.searchParams.set("cursor", cursor);
    const { doc, source } = await get(url);
    const found = versionsOfSearchPage(doc, name, source);
    for (const v of found.versions) listed.push({ ...v, source });
    if (found.nextCursor === void 0 || found.nextCursor === cursor) {
      complete = true;
      break;
    }
    cursor = found.nextCursor;
  }
  if (listed.length === 0)
    throw new ToolsealError(
      "INVALID_INPUT",
      `${base.origin}${base.pathname}: the MCP registry has no server named ${quoteForTerminal(name)}`
    );
  const marked = listed.filter((v) => v.latest === true);
  let chosen;
  if (marked.length === 1) chosen = marked[0];
  else if (marked.length === 0 && listed.length === 1 && complete && listed[0].latest !== false) chosen = listed[0];
  else {
    const latest = await get(new URL(`v0/servers/${encodeURIComponent(name)}/versions/latest`, base));
    const d = latest.doc;
    const wrapped = d !== null && typeof d === "object" && "server" in d;
    chosen = { server: wrapped ? d.server : d, ...wrapped ? officialOf(d._meta) : {}, source: latest.source };
  }
  const entry = registryEntryOf(chosen.server, name, chosen.source);
  const which = `${quoteForTerminal(name)}${entry.version === void 0 ? "" : ` version ${quoteForTerminal(entry.version.slice(0, 100))}`}`;
  if (chosen.status === "deleted")
    throw new ToolsealError("INVALID_INPUT", `${chosen.source}: the registry marks ${which} deleted: not verified, nothing started`);
  if (chosen.status === "deprecated") options.warn?.(`${chosen.source}: the registry marks ${which} deprecated`);
  return { ...entry, source: chosen.source, addressClass };
}
function registryBase(text) {
  let url;
  try {
    url = new URL(text.endsWith("/") ? text : `${text}/`);
  } catch (e) {
    throw new ToolsealError("USAGE", `--registry-url ${quoteForTerminal(text.slice(0, 200))} is not a URL`, { cause: e });
  }
  if (url.username || url.password || url.search || url.hash)
    throw new ToolsealError("USAGE", "--registry-url: a URL with credentials, a query or a fragment is not used");
  return url;
}
async function artifactsOfEntry(entry, options) {
  const out = [];
  for (const p of entry.packages) {
    if ((p.registryType === "mcpb" || p.registryType === "oci") && p.sha256 !== void 0)
      out.push({ name: p.identifier, digest: { sha256: p.sha256 } });
    if (p.registryType === "npm") {
      out.push(
        await resolveArtifact(parseArtifactSpec(`npm:${p.identifier}@${p.version}`), {
          ...options,
          // A registry the entry names may lead no further inside than the MCP registry itself.
          ...p.registryBaseUrl ? { npmRegistry: p.registryBaseUrl, within: entry.addressClass } : {}
        })
      );
    }
  }
  return out;
}
async function readEntryBundle(entry, options) {
  const bundle = entry.surface.bundle;
  if (!("url" in bundle)) return void 0;
  const got = await readPathOrURL(bundle.url, { signal: options.signal, ...options.network, within: entry.addressClass });
  return { text: got.text, source: got.source };
}
async function checkEntryServerAddress(named, entry, options) {
  const text = named.kind === "url" ? named.url : named.registryBaseUrl;
  if (text === void 0) return;
  const where = named.kind === "url" ? `server.${named.from}.url` : `server.${named.from}.registryBaseUrl`;
  const host = new URL(text).hostname;
  const lookup = () => innermostClassOfHost(host, options.network?.lookup, options.network?.classifyAddress);
  let cls;
  try {
    cls = options.signal ? await beforeDeadline(options.signal, `${entry.source}: ${where}`, lookup) : await lookup();
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("IO_ERROR", `${entry.source}: ${where}: its host could not be resolved (${osErrorText(e)})`, { cause: e });
  }
  if (isMoreInternal(cls, entry.addressClass)) {
    throw new ToolsealError(
      "INVALID_INPUT",
      `${entry.source}: ${where} leads to a ${cls} address, further inside than the registry that named it (${entry.addressClass}): not contacted`
    );
  }
}
async function readRegistryStatement(name, options) {
  const entry = await readRegistryEntry(name, options);
  const source = `the registry entry ${entry.source}`;
  const bundle = await readEntryBundle(entry, options);
  if (bundle !== void 0) return { manifestDigest: entry.surface.manifestDigest, source, bundles: [bundle] };
  const { attestation } = entry.surface.bundle;
  if (options.attestations === void 0)
    throw new ToolsealError("INVALID_INPUT", `${entry.source}: the entry names an attestation, and no attestations API is at hand`);
  return { manifestDigest: entry.surface.manifestDigest, source, bundles: await options.attestations(entry.repository, attestation) };
}
export {
  DEFAULT_REGISTRY_URL,
  MAX_REGISTRY_BYTES,
  MAX_REGISTRY_PAGES,
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry,
  readRegistryStatement
};
