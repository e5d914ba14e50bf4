#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  hasHiddenCharacters,
  quoteForTerminal
} from "./chunk-C7I7V366.js";
import {
  isJsonObject
} from "./chunk-PTA2LSLX.js";
import {
  ToolsealError
} from "./chunk-NFH5SJ4A.js";

// src/core/statement/artifact-subjects.ts
var MAX_ARTIFACTS = 32;
var HEX = { sha256: /^[0-9a-f]{64}$/, sha512: /^[0-9a-f]{128}$/ };
var OCI_REPOSITORY = /^[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\.[a-z0-9-]+)*(?::[0-9]{1,5})?(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)+$/;
var NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
var EXACT_VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
var MAX_NAME = 512;
function parseArtifactSpec(spec) {
  const bad = (why) => {
    throw new ToolsealError("INVALID_INPUT", `--artifact ${quoteForTerminal(spec.slice(0, 300))}: ${why}`);
  };
  if (typeof spec !== "string" || spec === "") bad("empty");
  if (spec.length > 4096 || hasHiddenCharacters(spec)) bad("too long, or holds a control, invisible or direction-changing character");
  if (/^oci:/i.test(spec)) {
    const m = /^oci:\/\/([^@]+)@sha256:([0-9a-f]{64})$/.exec(spec);
    if (!m) bad("an OCI artifact is oci://REPOSITORY@sha256:<64 lowercase hex> (a tag names no bytes: give the digest)");
    const repository = m[1];
    if (!OCI_REPOSITORY.test(repository)) bad(`${quoteForTerminal(repository)} is not an OCI repository (host/path, lowercase, no tag)`);
    return { kind: "oci", spec, repository, sha256: m[2] };
  }
  if (/^npm:/i.test(spec)) {
    const rest = spec.slice("npm:".length);
    const at = rest.lastIndexOf("@");
    if (!spec.startsWith("npm:") || at <= 0) bad("an npm artifact is npm:NAME@EXACT_VERSION");
    const name = rest.slice(0, at);
    const version = rest.slice(at + 1);
    if (name.length > 214 || !NPM_NAME.test(name)) bad(`${quoteForTerminal(name)} is not an npm package name`);
    if (!EXACT_VERSION.test(version)) bad(`${quoteForTerminal(version)} is not an exact version (a range or a tag names no one tarball)`);
    return { kind: "npm", spec, name, version };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec))
    bad("a URL is not an artifact: give a local file, npm:NAME@VERSION or oci://REPOSITORY@sha256:HEX");
  return { kind: "file", spec, path: spec };
}
function npmSubjectName(name, version) {
  return `pkg:npm/${name.replace(/^@/, "%40")}@${version}`;
}
function assertArtifactSubject(subject, where, code) {
  const bad = (why) => {
    throw new ToolsealError(code, `${where}: ${why}`);
  };
  if (!isJsonObject(subject)) bad("not an object");
  const s = subject;
  if (typeof s.name !== "string" || s.name === "" || s.name.length > MAX_NAME) bad(`name must be a string of 1 to ${MAX_NAME} characters`);
  if (hasHiddenCharacters(s.name))
    bad(`name ${quoteForTerminal(s.name)} holds a control, invisible or direction-changing character`);
  if (!isJsonObject(s.digest)) bad("digest must be an object");
  const d = s.digest;
  const algs = Object.keys(d);
  if (algs.length === 0) bad("digest is empty");
  for (const alg of algs) {
    if (alg !== "sha256" && alg !== "sha512") bad(`digest.${alg}: only sha256 and sha512 are taken`);
    if (typeof d[alg] !== "string" || !HEX[alg].test(d[alg]))
      bad(`digest.${alg} must be lowercase hex of its length`);
  }
}
function statementHasArtifact(subjects, artifact) {
  return subjects.slice(1).some(
    (s) => artifact.digest.sha512 !== void 0 && s.digest.sha512 === artifact.digest.sha512 || artifact.digest.sha256 !== void 0 && s.digest.sha256 === artifact.digest.sha256
  );
}
function requireArtifacts(subjects, artifacts, source) {
  for (const a of artifacts) {
    if (!statementHasArtifact(subjects, a)) {
      const shown = a.digest.sha512 !== void 0 ? `sha512:${a.digest.sha512.slice(0, 16)}\u2026` : `sha256:${a.digest.sha256.slice(0, 16)}\u2026`;
      throw new ToolsealError(
        "ARTIFACT_MISMATCH",
        `${source}: the artifact ${quoteForTerminal(a.name)} (${shown}) is not a subject of this signed surface: it was not released with it`
      );
    }
  }
}

export {
  MAX_ARTIFACTS,
  parseArtifactSpec,
  npmSubjectName,
  assertArtifactSubject,
  requireArtifacts
};
