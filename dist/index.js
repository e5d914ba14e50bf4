#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-Y42B5BL2.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-CHPIZLW4.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-CNJT5SDO.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-GBKE3Z27.js";
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
} from "./chunks/chunk-HIJP5DPN.js";
import {
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-XLA74Q6S.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension
} from "./chunks/chunk-2Y3HKULV.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-7UGBCZJM.js";
import "./chunks/chunk-O3TYKOTK.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-RDICHK77.js";
import "./chunks/chunk-OU6SKN5M.js";
import "./chunks/chunk-GAKQVYPP.js";
import {
  runLock
} from "./chunks/chunk-UDVD4WQS.js";
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
} from "./chunks/chunk-OLRZXFWI.js";
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
} from "./chunks/chunk-DOT7KQOW.js";
import {
  CONFIG_CONCURRENCY,
  DEFAULT_LIMITS,
  expandVariables,
  readMcpConfig,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-3GXRCH7N.js";
import "./chunks/chunk-OFQP72NY.js";
import "./chunks/chunk-HIWTBTEM.js";
import "./chunks/chunk-IJ3MTGEZ.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-7KBQDUXF.js";
import {
  SURFACE_FIELDS,
  assertTools,
  digestTools,
  fieldDigest,
  manifestDigest,
  manifestOf,
  surfaceOf,
  toolDigest
} from "./chunks/chunk-GWAKX252.js";
import "./chunks/chunk-QQZW3NA6.js";
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
} from "./chunks/chunk-RV2GY3DS.js";
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
