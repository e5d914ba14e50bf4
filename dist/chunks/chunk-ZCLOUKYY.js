#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  checkSigningEndpoints,
  signStatement,
  signingEndpointsOf
} from "./chunk-EANEOZ3J.js";
import {
  assertStatement,
  buildStatement,
  isBundleDocument,
  statementFromBundleDocument
} from "./chunk-M4VR5BLI.js";
import {
  nonToolOfSnapshot
} from "./chunk-RAG7VAPI.js";
import {
  digestNonTool
} from "./chunk-SH3UB2NS.js";
import {
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

// src/run/publish.ts
const { mkdirSync } = process.getBuiltinModule("node:fs");
const { join, resolve } = process.getBuiltinModule("node:path");
async function runStatement(inputs) {
  const serverVersion = inputs.serverVersion ?? inputs.snapshot.serverInfo?.version;
  if (typeof serverVersion !== "string" || serverVersion === "") {
    throw new ToolsealError(
      "INVALID_STATEMENT_INPUT",
      `${inputs.snapshot.server}: the snapshot's serverInfo has no version; pass --server-version`
    );
  }
  let previous;
  if (inputs.previous) {
    const p = await previousRevisionOf(inputs.previous, inputs.serverName);
    previous = p;
  }
  const built = buildStatement({
    serverName: inputs.serverName,
    serverVersion,
    tools: inputs.snapshot.tools,
    nonTool: nonToolDigestsOf(inputs.snapshot),
    nonToolSurface: nonToolOfSnapshot(inputs.snapshot),
    previous: previous && { revision: previous.revision, manifestDigest: previous.manifestDigest },
    artifacts: inputs.artifacts
  });
  return { ...built, serverName: inputs.serverName, serverVersion, previous };
}
function nonToolDigestsOf(snapshot) {
  const c = nonToolOfSnapshot(snapshot);
  return c === void 0 ? void 0 : digestNonTool(c);
}
async function previousRevisionOf(previous, serverName) {
  const doc = parseJsonStrict(previous.text, previous.source);
  let statement;
  let verified = false;
  if (isBundleDocument(doc)) {
    if (previous.verify) {
      const { verifySignedStatement } = await import("./verify-QIPG3AG4.js");
      statement = verifySignedStatement({
        bundleText: previous.text,
        bundleSource: previous.source,
        trustedRoot: previous.verify.trustedRoot,
        policy: previous.verify.policy,
        serverName
      }).statement;
      verified = true;
    } else {
      statement = statementFromBundleDocument(doc, previous.source, "INVALID_STATEMENT_INPUT").statement;
    }
  } else {
    if (previous.verify) {
      throw new ToolsealError(
        "USAGE",
        `${previous.source}: is a bare statement, which carries no signature to verify; pass the previous bundle`
      );
    }
    assertStatement(doc, previous.source, "INVALID_STATEMENT_INPUT");
    statement = doc;
  }
  if (statement.predicate.server !== serverName) {
    throw new ToolsealError(
      "SERVER_NAME_MISMATCH",
      `${previous.source}: the previous revision is for server ${JSON.stringify(statement.predicate.server)}, not ${JSON.stringify(serverName)}`
    );
  }
  return { revision: statement.predicate.revision, manifestDigest: statement.predicate.manifestDigest, verified };
}
function artifactBaseName(serverName) {
  const safe = serverName.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "_");
  return safe || "server";
}
async function runPublishDry(inputs, deps) {
  const outcome = await runStatement({ ...inputs, snapshot: await deps.snapshot() });
  const paths = writeStatementFiles(inputs.outputDir, outcome);
  return {
    ...statementSummary(outcome),
    ...paths
  };
}
function statementSummary(outcome) {
  return {
    serverName: outcome.serverName,
    serverVersion: outcome.serverVersion,
    revision: outcome.statement.predicate.revision,
    toolCount: outcome.toolCount,
    manifestDigest: outcome.manifestDigest,
    previousManifestDigest: outcome.statement.predicate.previousManifestDigest
  };
}
function outputFolder(outputDir) {
  const dir = resolve(outputDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `cannot create the output folder ${outputDir}: ${osErrorText(e)}`, { cause: e });
  }
  return dir;
}
function writeStatementFiles(outputDir, outcome) {
  const dir = outputFolder(outputDir);
  const base = artifactBaseName(outcome.serverName);
  const statementPath = join(dir, `${base}.statement.json`);
  const manifestPath = join(dir, `${base}.manifest.json`);
  writeFileAtomic(statementPath, outcome.statementText);
  writeFileAtomic(manifestPath, outcome.manifestText);
  return { statementPath, manifestPath };
}
async function runPublish(inputs, deps) {
  const endpoints = inputs.signingEndpoints ? checkSigningEndpoints(inputs.signingEndpoints) : signingEndpointsOf(inputs.endpoints);
  const snapshot = await deps.snapshot();
  const outcome = await runStatement({ ...inputs, snapshot });
  const token = await deps.identityToken();
  const dir = outputFolder(inputs.outputDir);
  const signed = await signStatement(outcome.statementText, { identityToken: token, exactEndpoints: endpoints });
  const { statementPath, manifestPath } = writeStatementFiles(inputs.outputDir, outcome);
  const bundlePath = join(dir, `${artifactBaseName(outcome.serverName)}.sigstore.json`);
  writeFileAtomic(bundlePath, signed.bundleText);
  return {
    ...statementSummary(outcome),
    ...outcome.statement.predicate.interop ? { interop: outcome.statement.predicate.interop } : {},
    statementPath,
    manifestPath,
    bundlePath,
    logIndex: signed.logIndex,
    logEntryURL: signed.logEntryURL,
    sign: signed
  };
}

export {
  runStatement,
  previousRevisionOf,
  artifactBaseName,
  runPublishDry,
  runPublish
};
