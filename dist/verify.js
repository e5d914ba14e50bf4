#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  describeAttestationStore,
  describeServerSpec,
  minRevisionOf,
  runVerify,
  runVerifyAttested,
  signerPolicyOf
} from "./chunks/chunk-26UBKVNI.js";
import {
  loadTrustedRoot
} from "./chunks/chunk-67LIMACN.js";
import {
  resolveArtifacts
} from "./chunks/chunk-WUNW4T24.js";
import "./chunks/chunk-TXJXA46H.js";
import "./chunks/chunk-KWKPRGAY.js";
import "./chunks/chunk-7EXAUHJX.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles
} from "./chunks/chunk-FG55NUON.js";
import "./chunks/chunk-6T5I6UZS.js";
import "./chunks/chunk-S3J73QJT.js";
import {
  readPathOrURL
} from "./chunks/chunk-RRUWEKEI.js";
import "./chunks/chunk-E74L5AIT.js";
import {
  changedToolNames,
  renderVerifyMarkdown,
  verifyReportJson
} from "./chunks/chunk-ILD65ISY.js";
import {
  booleanInput,
  getInput,
  getMultilineInput,
  info,
  limitsFromInputs,
  notice,
  serverSpecFromInputs,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunks/chunk-C7X43B4A.js";
import "./chunks/chunk-ZVEMXGEB.js";
import "./chunks/chunk-JMFE53JP.js";
import {
  takeSnapshot
} from "./chunks/chunk-SZPF6FSI.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-OS65BR55.js";
import {
  mdText
} from "./chunks/chunk-O7DCC2E6.js";
import "./chunks/chunk-2JV2ACHX.js";
import "./chunks/chunk-SBWAAWYT.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-HL6XLGMR.js";
import "./chunks/chunk-WNEI4P2X.js";
import "./chunks/chunk-CQIRURB7.js";
import "./chunks/chunk-76PUMR7X.js";
import "./chunks/chunk-G7R7JJA7.js";
import {
  writeFileAtomic
} from "./chunks/chunk-IRQGO3E3.js";
import "./chunks/chunk-2QS75RZX.js";
import {
  ToolsealError,
  isToolsealError
} from "./chunks/chunk-LVLWJUM5.js";
import "./chunks/chunk-U7PF666Q.js";

// src/action/verify.ts
const { join, resolve } = process.getBuiltinModule("node:path");
function input(name) {
  return getInput(name) || void 0;
}
async function artifactsFromInputs(workspace) {
  const lines = getMultilineInput("artifact").filter((l) => l.trim() !== "");
  return lines.length === 0 ? void 0 : resolveArtifacts(lines, { cwd: workspace, npmRegistry: input("npm-registry") });
}
async function main() {
  try {
    const bundleRef = input("bundle");
    const scope = attestationScopeOf(input("repo"), input("owner"));
    if (!bundleRef && !scope) throw new ToolsealError("USAGE", "give bundle (a path or an https URL, e.g. a release asset), or repo (or owner) to find it in GitHub's attestations");
    const onMismatch = input("on-mismatch") ?? "fail";
    if (onMismatch !== "fail" && onMismatch !== "warn") throw new ToolsealError("USAGE", `on-mismatch must be fail or warn, not ${JSON.stringify(onMismatch)}`);
    const policy = signerPolicyOf({
      identity: input("certificate-identity"),
      regexp: input("certificate-identity-regexp"),
      issuer: input("certificate-oidc-issuer"),
      repo: input("repo"),
      owner: input("owner"),
      signerWorkflow: input("signer-workflow"),
      signerRef: input("signer-ref")
    });
    const spec = serverSpecFromInputs();
    if (spec.kind === "config" && spec.all) throw new ToolsealError("USAGE", "verify checks one server: set server with config");
    const limits = limitsFromInputs();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const deadline = commandDeadline(limits);
    const bundle = bundleRef ? await readPathOrURL(bundleRef, { cwd: workspace, signal: deadline.signal, timeoutMs: deadline.remainingMs() }) : void 0;
    const trustedRootFile = input("trusted-root");
    const common = {
      trustedRoot: await beforeDeadline(
        deadline.signal,
        "the trusted root",
        () => loadTrustedRoot({
          file: trustedRootFile === void 0 ? void 0 : resolve(workspace, trustedRootFile),
          offline: booleanInput("offline", false),
          followRotations: { notice: (line) => notice(`toolseal: ${line}`) }
        })
      ),
      policy,
      serverName: input("server-name"),
      minRevision: minRevisionOf(input("min-revision")),
      artifacts: await artifactsFromInputs(workspace)
    };
    const deps = { snapshot: () => takeSnapshot(spec, limits), liveSource: describeServerSpec(spec) };
    let report;
    if (bundle) {
      report = await runVerify({ ...common, bundleText: bundle.text, bundleSource: bundle.source }, deps);
    } else {
      const token = input("github-token");
      report = await runVerifyAttested(common, {
        ...deps,
        attestations: (digest) => listAttestationBundles({ scope, digest, apiUrl: process.env.GITHUB_API_URL, token, signal: deadline.signal, timeoutMs: deadline.remainingMs() }),
        store: describeAttestationStore(scope, Boolean(token))
      });
    }
    const reportPath = input("report-path") ? resolve(workspace, input("report-path")) : join(process.env.RUNNER_TEMP ?? workspace, "toolseal-verify-report.json");
    writeFileAtomic(reportPath, JSON.stringify(verifyReportJson(report), null, 2) + "\n");
    setOutput("match", report.comparison.match);
    setOutput("changed-tools", JSON.stringify(changedToolNames(report.comparison)));
    setOutput("report-path", reportPath);
    await summary.addRaw(renderVerifyMarkdown(report), true).write();
    if (report.comparison.match === "different") {
      const others = report.comparison.carrierChanges.length;
      const what = report.comparison.signedManifestDigest === report.comparison.liveManifestDigest ? "instructions, prompts or templates" : "tools";
      const message = `DIGEST_MISMATCH: the live ${what} differ from the signed surface of ${report.statement.server} (${changedToolNames(report.comparison).length} tool(s)${others > 0 ? `, ${others} instructions/prompt/template change(s)` : ""})`;
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
