#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  changedToolNames,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  renderVerifyMarkdown,
  runVerify,
  verifyReportJson
} from "./chunks/chunk-HIJP5DPN.js";
import {
  loadTrustedRoot
} from "./chunks/chunk-XLA74Q6S.js";
import {
  readPathOrURL
} from "./chunks/chunk-PS4XIEKR.js";
import "./chunks/chunk-2Y3HKULV.js";
import "./chunks/chunk-7UGBCZJM.js";
import "./chunks/chunk-O3TYKOTK.js";
import {
  getInput,
  info,
  serverSpecFromInputs,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunks/chunk-C5TADEHV.js";
import "./chunks/chunk-GAKQVYPP.js";
import "./chunks/chunk-Z7UP6MI3.js";
import {
  DEFAULT_LIMITS,
  takeSnapshot
} from "./chunks/chunk-3GXRCH7N.js";
import {
  mdText
} from "./chunks/chunk-OFQP72NY.js";
import "./chunks/chunk-HIWTBTEM.js";
import "./chunks/chunk-IJ3MTGEZ.js";
import "./chunks/chunk-7KBQDUXF.js";
import "./chunks/chunk-GWAKX252.js";
import {
  writeFileAtomic
} from "./chunks/chunk-QQZW3NA6.js";
import {
  ToolsealError,
  isToolsealError
} from "./chunks/chunk-RV2GY3DS.js";
import "./chunks/chunk-R2T6IZ3G.js";

// src/action/verify.ts
import { join, resolve } from "node:path";
function input(name) {
  return getInput(name) || void 0;
}
async function main() {
  try {
    const bundleRef = input("bundle");
    if (!bundleRef) throw new ToolsealError("USAGE", "bundle is required: a path or an https URL (e.g. a release asset)");
    const onMismatch = input("on-mismatch") ?? "fail";
    if (onMismatch !== "fail" && onMismatch !== "warn") throw new ToolsealError("USAGE", `on-mismatch must be fail or warn, not ${JSON.stringify(onMismatch)}`);
    const policy = identityPolicyOf(input("certificate-identity"), input("certificate-identity-regexp"), input("certificate-oidc-issuer"));
    const spec = serverSpecFromInputs();
    if (spec.kind === "config" && spec.all) throw new ToolsealError("USAGE", "verify checks one server: set server with config");
    const timeout = input("timeout");
    const seconds = timeout ? Number(timeout) : DEFAULT_LIMITS.timeoutMs / 1e3;
    if (!Number.isFinite(seconds) || seconds <= 0) throw new ToolsealError("USAGE", `timeout must be a positive number of seconds, not ${JSON.stringify(timeout)}`);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const bundle = await readPathOrURL(bundleRef, { cwd: workspace });
    const trustedRootFile = input("trusted-root");
    const report = await runVerify(
      {
        bundleText: bundle.text,
        bundleSource: bundle.source,
        trustedRoot: await loadTrustedRoot({ file: trustedRootFile === void 0 ? void 0 : resolve(workspace, trustedRootFile) }),
        policy,
        serverName: input("server-name"),
        minRevision: minRevisionOf(input("min-revision"))
      },
      { snapshot: () => takeSnapshot(spec, { ...DEFAULT_LIMITS, timeoutMs: Math.round(seconds * 1e3) }), liveSource: describeServerSpec(spec) }
    );
    const reportPath = input("report-path") ? resolve(workspace, input("report-path")) : join(process.env.RUNNER_TEMP ?? workspace, "toolseal-verify-report.json");
    writeFileAtomic(reportPath, JSON.stringify(verifyReportJson(report), null, 2) + "\n");
    setOutput("match", report.comparison.match);
    setOutput("changed-tools", JSON.stringify(changedToolNames(report.comparison)));
    setOutput("report-path", reportPath);
    await summary.addRaw(renderVerifyMarkdown(report), true).write();
    if (report.comparison.match === "different") {
      const message = `DIGEST_MISMATCH: the live tools differ from the signed surface of ${report.statement.server} (${changedToolNames(report.comparison).length} tool(s))`;
      if (onMismatch === "fail") {
        setFailed(message);
        return 1;
      }
      warning(message);
      return 0;
    }
    info(`toolseal: verified ${JSON.stringify(report.statement.server)} revision ${report.statement.revision}; the live tools match (${report.comparison.liveManifestDigest})`);
    return 0;
  } catch (e) {
    const err = isToolsealError(e) ? e : new ToolsealError("IO_ERROR", `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    setFailed(`${err.code}: ${err.message}`);
    if (process.env.GITHUB_STEP_SUMMARY) {
      try {
        await summary.addRaw(`## toolseal verify: \u26D4 not verified

${err.code}: ${mdText(err.message)}
`, true).write();
      } catch {
      }
    }
    return err.exitCode;
  }
}
process.exitCode = await main();
