#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_ARTIFACTS,
  assertArtifactSubject,
  checkedArtifactSubjects
} from "./chunk-22TPVHHH.js";
import {
  hasHiddenCharacters,
  quoteForTerminal
} from "./chunk-XWEAJENA.js";
import {
  SURFACE_FIELDS,
  digestTools,
  interopSetHashesIn,
  nonToolDigestsIn,
  nonToolInteropHashes
} from "./chunk-G6O642FT.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunk-A6VTAEHM.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/statement.ts
var STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
var PREDICATE_TYPE = "https://toolseal.dev/mcp-tool-manifest/v1";
var IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
var CANONICALIZATION = "RFC8785";
var DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
var HEX_RE = /^[0-9a-f]{64}$/;
var SERVER_NAME_FORMAT = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
function isRegistryServerName(name) {
  return name.length >= 3 && name.length <= 200 && SERVER_NAME_FORMAT.test(name);
}
function buildStatement(input) {
  if (typeof input.serverName !== "string" || input.serverName === "") {
    throw new ToolsealError("INVALID_STATEMENT_INPUT", "the server name must be a non-empty string");
  }
  if (hasHiddenCharacters(input.serverName)) {
    throw new ToolsealError(
      "INVALID_STATEMENT_INPUT",
      `the server name ${quoteForTerminal(input.serverName)} holds a control, invisible or direction-changing character`
    );
  }
  if (!isRegistryServerName(input.serverName)) {
    throw new ToolsealError(
      "INVALID_SERVER_NAME",
      `the server name ${quoteForTerminal(input.serverName)} is not in the MCP registry's format: ASCII letters, digits, "." and "-", a "/", then letters, digits, ".", "_" and "-" (e.g. io.github.owner/name)`
    );
  }
  if (typeof input.serverVersion !== "string" || input.serverVersion === "") {
    throw new ToolsealError("INVALID_STATEMENT_INPUT", "the server version must be a non-empty string");
  }
  const d = digestTools(input.tools, { fields: true });
  const toolDigests = /* @__PURE__ */ Object.create(null);
  const toolFieldDigests = /* @__PURE__ */ Object.create(null);
  for (const [name, t] of d.tools) {
    toolDigests[name] = t.digest;
    toolFieldDigests[name] = t.fields;
  }
  const predicate = {
    server: input.serverName,
    serverVersion: input.serverVersion,
    revision: 1,
    manifestDigest: d.manifestDigest,
    toolDigests,
    toolFieldDigests,
    canonicalization: CANONICALIZATION,
    fields: [...SURFACE_FIELDS]
  };
  if (input.nonTool) {
    predicate.instructionsDigest = input.nonTool.instructionsDigest;
    predicate.promptDigests = input.nonTool.promptDigests;
    predicate.resourceTemplateDigests = input.nonTool.resourceTemplateDigests;
  }
  predicate.interop = { toolSetHash: d.interop.toolSetHash, ...nonToolInteropHashes(input.nonToolSurface ?? {}) };
  if (input.previous) {
    const { revision, manifestDigest } = input.previous;
    if (!Number.isSafeInteger(revision) || revision < 1 || !Number.isSafeInteger(revision + 1)) {
      throw new ToolsealError("INVALID_STATEMENT_INPUT", `the previous revision must be a positive integer, not ${String(revision)}`);
    }
    if (!DIGEST_RE.test(manifestDigest)) {
      throw new ToolsealError("INVALID_STATEMENT_INPUT", "the previous manifest digest is not sha256:<64 hex>");
    }
    predicate.revision = revision + 1;
    predicate.previousManifestDigest = manifestDigest;
  }
  const statement = {
    _type: STATEMENT_TYPE,
    subject: [
      { name: input.serverName, digest: { sha256: subjectHexOf(d.manifestDigest) } },
      ...checkedArtifactSubjects(input.artifacts ?? [], input.serverName)
    ],
    predicateType: PREDICATE_TYPE,
    predicate
  };
  return {
    statement,
    statementText: canonicalize(statement),
    manifestText: d.manifestText(),
    manifestDigest: d.manifestDigest,
    toolCount: d.tools.size
  };
}
function subjectHexOf(digest) {
  return digest.slice("sha256:".length);
}
function parseStatement(text, source, code = "STATEMENT_INVALID") {
  const doc = parseJsonStrict(text, source);
  assertStatement(doc, source, code);
  return doc;
}
function assertStatement(doc, source = "statement", code = "STATEMENT_INVALID") {
  const bad = (what) => {
    throw new ToolsealError(code, `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("not a JSON object");
  const s = doc;
  if (s._type !== STATEMENT_TYPE) bad(`_type is ${JSON.stringify(s._type)}, not ${STATEMENT_TYPE}`);
  if (s.predicateType !== PREDICATE_TYPE) bad(`predicateType is ${JSON.stringify(s.predicateType)}, not ${PREDICATE_TYPE}`);
  if (!Array.isArray(s.subject) || s.subject.length < 1 || s.subject.length > 1 + MAX_ARTIFACTS) {
    bad(`subject must be an array of the manifest subject and at most ${MAX_ARTIFACTS} artifacts`);
  }
  const subject = s.subject[0];
  if (!isJsonObject(subject) || typeof subject.name !== "string" || subject.name === "") bad("subject[0].name must be a non-empty string");
  const sub = subject;
  if (!isJsonObject(sub.digest) || typeof sub.digest.sha256 !== "string" || !HEX_RE.test(sub.digest.sha256)) {
    bad("subject[0].digest.sha256 must be 64 lowercase hex digits");
  }
  if (!isJsonObject(s.predicate)) bad("predicate must be an object");
  const p = s.predicate;
  if (typeof p.server !== "string" || p.server === "") bad("predicate.server must be a non-empty string");
  if (hasHiddenCharacters(p.server))
    bad(`predicate.server ${quoteForTerminal(p.server)} holds a control, invisible or direction-changing character`);
  if (!isRegistryServerName(p.server)) {
    throw new ToolsealError(
      "INVALID_SERVER_NAME",
      `${source}: predicate.server ${quoteForTerminal(p.server)} is not in the MCP registry's format (ASCII, e.g. io.github.owner/name)`
    );
  }
  if (p.server !== sub.name) bad(`predicate.server ${JSON.stringify(p.server)} is not the subject name ${JSON.stringify(sub.name)}`);
  if (typeof p.serverVersion !== "string") bad("predicate.serverVersion must be a string");
  if (typeof p.revision !== "number" || !Number.isSafeInteger(p.revision) || p.revision < 1)
    bad("predicate.revision must be a positive integer");
  if (typeof p.manifestDigest !== "string" || !DIGEST_RE.test(p.manifestDigest)) bad("predicate.manifestDigest must be sha256:<64 hex>");
  if (sub.digest.sha256 !== subjectHexOf(p.manifestDigest)) {
    bad("subject[0].digest.sha256 is not the hex of predicate.manifestDigest");
  }
  const subjectNames = /* @__PURE__ */ new Set();
  for (const [i, a] of s.subject.entries()) {
    if (i === 0) {
      subjectNames.add(sub.name);
      continue;
    }
    assertArtifactSubject(a, `${source}: subject[${i}]`, code);
    if (subjectNames.has(a.name)) bad(`subject[${i}].name ${quoteForTerminal(a.name)} is given twice`);
    if (a.digest.sha256 === sub.digest.sha256) bad(`subject[${i}] has the manifest subject's digest`);
    subjectNames.add(a.name);
  }
  if (p.revision === 1 && p.previousManifestDigest !== void 0) bad("revision 1 must not have a previousManifestDigest");
  if (p.revision > 1 && (typeof p.previousManifestDigest !== "string" || !DIGEST_RE.test(p.previousManifestDigest))) {
    bad(`revision ${String(p.revision)} needs a previousManifestDigest (sha256:<64 hex>)`);
  }
  if (p.canonicalization !== CANONICALIZATION) bad(`predicate.canonicalization must be ${CANONICALIZATION}`);
  if (!Array.isArray(p.fields) || p.fields.join(",") !== SURFACE_FIELDS.join(","))
    bad(`predicate.fields must be ${JSON.stringify(SURFACE_FIELDS)}`);
  interopSetHashesIn(p, (what) => bad(`predicate: ${what}`));
  if (!isJsonObject(p.toolDigests)) bad("predicate.toolDigests must be an object");
  if (!isJsonObject(p.toolFieldDigests)) bad("predicate.toolFieldDigests must be an object");
  const toolDigests = p.toolDigests;
  const toolFieldDigests = p.toolFieldDigests;
  for (const name of Object.keys(toolDigests)) {
    const where = `predicate.toolDigests[${JSON.stringify(name)}]`;
    const v = toolDigests[name];
    if (typeof v !== "string" || !DIGEST_RE.test(v)) bad(`${where} must be sha256:<64 hex>`);
    if (!Object.hasOwn(toolFieldDigests, name)) bad(`predicate.toolFieldDigests has no entry for tool ${JSON.stringify(name)}`);
  }
  for (const name of Object.keys(toolFieldDigests)) {
    const where = `predicate.toolFieldDigests[${JSON.stringify(name)}]`;
    if (!Object.hasOwn(toolDigests, name)) bad(`predicate.toolDigests has no entry for tool ${JSON.stringify(name)}`);
    const fields = toolFieldDigests[name];
    if (!isJsonObject(fields)) bad(`${where} must be an object`);
    for (const [f, v] of Object.entries(fields)) {
      if (!SURFACE_FIELDS.includes(f)) bad(`${where} has ${JSON.stringify(f)}, which is not a surface field`);
      if (typeof v !== "string" || !DIGEST_RE.test(v)) bad(`${where}.${f} must be sha256:<64 hex>`);
    }
  }
  nonToolDigestsIn(p, (what) => bad(`predicate ${what}`), "any");
}
function statementFromBundleDocument(bundle, source = "bundle", code = "STATEMENT_INVALID") {
  if (!isJsonObject(bundle) || !isJsonObject(bundle.dsseEnvelope)) {
    throw new ToolsealError("INVALID_BUNDLE", `${source}: not a Sigstore bundle with a DSSE envelope`);
  }
  const env = bundle.dsseEnvelope;
  if (env.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
    throw new ToolsealError(code, `${source}: DSSE payloadType is ${JSON.stringify(env.payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}`);
  }
  if (typeof env.payload !== "string") throw new ToolsealError("INVALID_BUNDLE", `${source}: DSSE payload is not a base64 string`);
  const payloadText = base64ToUtf8(env.payload, source);
  return { statement: parseStatement(payloadText, `${source}: DSSE payload`, code), payloadText };
}
function isBundleDocument(doc) {
  return isJsonObject(doc) && typeof doc.mediaType === "string" && doc.mediaType.startsWith("application/vnd.dev.sigstore.bundle");
}
function base64ToUtf8(b64, source) {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) throw new ToolsealError("INVALID_BUNDLE", `${source}: DSSE payload is not base64`);
  const bytes = Uint8Array.from(atob(b64.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return decodeUtf8(bytes, `${source}: DSSE payload`, "STATEMENT_INVALID");
}

export {
  STATEMENT_TYPE,
  PREDICATE_TYPE,
  IN_TOTO_PAYLOAD_TYPE,
  isRegistryServerName,
  buildStatement,
  parseStatement,
  assertStatement,
  statementFromBundleDocument,
  isBundleDocument
};
