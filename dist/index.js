#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-JGKAHDJC.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-HA4OMUHG.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-2PJ2A7HO.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-CFO2SULD.js";
import "./chunks/chunk-5SBTJKVT.js";
import {
  compareWithSigned,
  identityPolicyOf,
  parseBundle,
  renderVerifyMarkdown,
  renderVerifyText,
  runVerify,
  runVerifyBundle,
  verifyBundle,
  verifyReportJson,
  verifySignedStatement
} from "./chunks/chunk-GG7CXE5V.js";
import {
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-GYWOUTQ6.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension
} from "./chunks/chunk-DVXCE5ZU.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-GBVNIDIZ.js";
import "./chunks/chunk-O3TYKOTK.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-F6PJT2ZU.js";
import "./chunks/chunk-OU6SKN5M.js";
import "./chunks/chunk-GAKQVYPP.js";
import {
  runLock
} from "./chunks/chunk-SB3GECX7.js";
import {
  auditEvent,
  auditLines,
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  renderCheckMarkdown,
  renderCheckSarif,
  renderCheckText,
  runCheck
} from "./chunks/chunk-ULQCORZD.js";
import {
  DEFAULT_LOCK_FILE,
  HINT_DEFAULTS,
  HINT_NAMES,
  WIDENING_VALUE,
  assertLock,
  classifyHint,
  effectiveHints,
  emptyLock,
  isWidening,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-7OHYLGAQ.js";
import {
  CONFIG_CONCURRENCY,
  DEFAULT_LIMITS,
  expandVariables,
  readMcpConfig,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-LMJHAVGQ.js";
import "./chunks/chunk-FLTAZPFU.js";
import "./chunks/chunk-HIWTBTEM.js";
import "./chunks/chunk-2OXPLRBM.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-2QZDITIY.js";
import {
  SURFACE_FIELDS,
  assertTools,
  digestTools,
  fieldDigest,
  manifestDigest,
  manifestOf,
  surfaceOf,
  toolDigest
} from "./chunks/chunk-MWUQ6OQR.js";
import "./chunks/chunk-EENI2S6U.js";
import {
  ERROR_CODES,
  EXIT,
  MAX_DEPTH,
  ToolsealError,
  canonicalString,
  canonicalize,
  decodeUtf8,
  exitCodeOf,
  isToolsealError,
  parseJsonStrict
} from "./chunks/chunk-MUT6MI3K.js";
import "./chunks/chunk-R2T6IZ3G.js";
export {
  CONFIG_CONCURRENCY,
  DEFAULT_LIMITS,
  DEFAULT_LOCK_FILE,
  ERROR_CODES,
  EXIT,
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  GitHubCommentSink,
  HINT_DEFAULTS,
  HINT_NAMES,
  IN_TOTO_PAYLOAD_TYPE,
  MAX_DEPTH,
  PREDICATE_TYPE,
  PUBLIC_GOOD,
  STATEMENT_TYPE,
  SURFACE_FIELDS,
  ToolsealError,
  WIDENING_VALUE,
  assertLock,
  assertSnapshot,
  assertStatement,
  assertTools,
  auditEvent,
  auditLines,
  buildSnapshot,
  buildStatement,
  canonicalString,
  canonicalize,
  changedToolNames,
  checkIdentity,
  checkNamespace,
  checkResultJson,
  checkServer,
  checkServers,
  checkSnapshot,
  classifyHint,
  commentMarker,
  compareWithSigned,
  computeDrift,
  decodeFulcioExtension,
  decodeUtf8,
  digestTools,
  effectiveHints,
  emptyLock,
  exitCodeOf,
  expandVariables,
  fieldDigest,
  getActionsIdToken,
  identityPolicyOf,
  isToolsealError,
  isWidening,
  loadTrustedRoot,
  lockEntryOf,
  manifestDigest,
  manifestOf,
  parseBundle,
  parseJsonStrict,
  parseLock,
  parseStatement,
  previousRevisionOf,
  publicGoodTrustedRoot,
  pullRequestFromEvent,
  readMcpConfig,
  readSnapshotFile,
  readTrustedRootFile,
  renderCheckMarkdown,
  renderCheckSarif,
  renderCheckText,
  renderVerifyMarkdown,
  renderVerifyText,
  resolveIdentityToken,
  runCheck,
  runLock,
  runPublish,
  runStatement,
  runVerify,
  runVerifyBundle,
  serializeLock,
  signStatement,
  snapshotFileName,
  snapshotText,
  statementFromBundleDocument,
  surfaceOf,
  takeSnapshot,
  takeSnapshots,
  toolDigest,
  toolsFromDocument,
  verifyBundle,
  verifyReportJson,
  verifySignedStatement,
  writeSnapshotFile
};
