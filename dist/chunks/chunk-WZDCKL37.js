#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_PUBLISHER_META_BYTES,
  PUBLISHER_META_KEY,
  SURFACE_META_KEY,
  isBundleUrl
} from "./chunk-DGS7JBZN.js";
import {
  resolveArtifact
} from "./chunk-ZDMULSH5.js";
import {
  parseArtifactSpec
} from "./chunk-CH3OSZNM.js";
import {
  readPathOrURL,
  readURLBytes
} from "./chunk-QJ5X7O4B.js";
import {
  innermostClassOfHost,
  isMoreInternal
} from "./chunk-2BBBMDA3.js";
import {
  DEFAULT_REGISTRY_URL
} from "./chunk-B6KOWOCB.js";
import {
  beforeDeadline
} from "./chunk-UWT5FQXY.js";
import {
  isRegistryServerName
} from "./chunk-5U4ZAQTH.js";
import {
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  interopSetHashesIn
} from "./chunk-PKR3ABWI.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

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
  MAX_REGISTRY_PAGES,
  MAX_REGISTRY_BYTES,
  readRegistryEntry,
  artifactsOfEntry,
  readEntryBundle,
  checkEntryServerAddress,
  readRegistryStatement
};
