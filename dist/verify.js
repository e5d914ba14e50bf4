#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverOfRegistryEntry,
  shownRegistryServer,
  verifyLiveServer
} from "./chunks/chunk-SVMUIC5O.js";
import {
  artifactsOfEntry,
  checkEntryServerAddress,
  readEntryBundle,
  readRegistryEntry
} from "./chunks/chunk-WZDCKL37.js";
import {
  loadTrustedRoot
} from "./chunks/chunk-DMOIZXQU.js";
import "./chunks/chunk-6SJOM5JD.js";
import {
  changedToolNames,
  renderVerifyMarkdown,
  verifyReportJson
} from "./chunks/chunk-6FD7CGU4.js";
import "./chunks/chunk-DGS7JBZN.js";
import {
  resolveArtifacts
} from "./chunks/chunk-ZDMULSH5.js";
import "./chunks/chunk-M4VR5BLI.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-CH3OSZNM.js";
import {
  readPathOrURL
} from "./chunks/chunk-QJ5X7O4B.js";
import "./chunks/chunk-2BBBMDA3.js";
import "./chunks/chunk-B6KOWOCB.js";
import {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  minRevisionOf,
  signerPolicyOf
} from "./chunks/chunk-UWT5FQXY.js";
import "./chunks/chunk-SEUMN4X2.js";
import "./chunks/chunk-V5IMACWJ.js";
import {
  booleanInput,
  getInput,
  getMultilineInput,
  info,
  isMainModule,
  limitsFromInputs,
  notice,
  serverSpecFromInputs,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunks/chunk-CFVY6PXC.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-HKYXZG4F.js";
import "./chunks/chunk-XTTDHHZ3.js";
import "./chunks/chunk-QGAD6JC7.js";
import "./chunks/chunk-VCZRACRA.js";
import "./chunks/chunk-5U4ZAQTH.js";
import "./chunks/chunk-MOLUOQBY.js";
import "./chunks/chunk-W2SVUUR6.js";
import {
  mdText
} from "./chunks/chunk-ZWUZ5AYI.js";
import "./chunks/chunk-67AH6TGB.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-EFISWI7Y.js";
import "./chunks/chunk-5XTFMSJV.js";
import {
  countText
} from "./chunks/chunk-GJGWUCU6.js";
import "./chunks/chunk-F5ABW3UG.js";
import "./chunks/chunk-RAG7VAPI.js";
import "./chunks/chunk-5AXEYW3Q.js";
import "./chunks/chunk-SH3UB2NS.js";
import "./chunks/chunk-PKR3ABWI.js";
import "./chunks/chunk-LTUN2ZE5.js";
import {
  writeFileAtomic
} from "./chunks/chunk-KQJFC54N.js";
import "./chunks/chunk-7SL4J55T.js";
import {
  ToolsealError,
  isToolsealError
} from "./chunks/chunk-UAZ5W6EW.js";
import "./chunks/chunk-U7PF666Q.js";

// src/action/verify.ts
const { join, resolve } = process.getBuiltinModule("node:path");
function input(name) {
  return getInput(name) || void 0;
}
async function artifactsFromInputs(workspace, signal) {
  const lines = getMultilineInput("artifact").filter((l) => l.trim() !== "");
  return lines.length === 0 ? void 0 : resolveArtifacts(lines, { cwd: workspace, npmRegistry: input("npm-registry"), signal });
}
async function main() {
  try {
    const registryName = input("registry");
    if (!registryName && input("registry-url")) throw new ToolsealError("USAGE", "registry-url is for the registry input");
    if (registryName) {
      const taken = ["bundle", "repo", "owner", "certificate-identity", "certificate-identity-regexp", "server-name"].filter(
        (i) => input(i) !== void 0
      );
      if (taken.length > 0)
        throw new ToolsealError(
          "USAGE",
          `registry takes the signer, the server name and the bundle from the registry entry: leave out ${taken.join(", ")}`
        );
    }
    const bundleRef = input("bundle");
    const scope = attestationScopeOf(input("repo"), input("owner"));
    if (!registryName && !bundleRef && !scope)
      throw new ToolsealError(
        "USAGE",
        "give bundle (a path or an https URL, e.g. a release asset), or repo (or owner) to find it in GitHub's attestations"
      );
    const onMismatch = input("on-mismatch") ?? "fail";
    if (onMismatch !== "fail" && onMismatch !== "warn")
      throw new ToolsealError("USAGE", `on-mismatch must be fail or warn, not ${JSON.stringify(onMismatch)}`);
    const fromEntry = registryName !== void 0 && !["snapshot", "server-command", "server-url", "config"].some((i) => input(i) !== void 0);
    let spec = fromEntry ? void 0 : serverSpecFromInputs();
    if (spec?.kind === "config" && spec.all) throw new ToolsealError("USAGE", "verify checks one server: set server with config");
    const limits = limitsFromInputs();
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const deadline = commandDeadline(limits);
    const registry = registryName === void 0 ? void 0 : await readRegistryEntry(registryName, {
      registryUrl: input("registry-url"),
      signal: deadline.signal,
      warn: (line) => warning(`toolseal: ${line}`)
    });
    let named;
    if (registry && spec === void 0) {
      named = serverOfRegistryEntry(registry, registry.source);
      const shown = shownRegistryServer(named);
      notice(
        `toolseal: verifying the server the registry entry names (${named.from}): ${named.kind === "url" ? shown : JSON.stringify(shown)}`
      );
      spec = serverSpecFromInputs(named.kind === "url" ? { url: named.url } : { command: [named.command, ...named.args] });
    }
    const live = spec;
    const storeScope = registry ? { repo: registry.repository } : scope;
    const policy = signerPolicyOf({
      identity: input("certificate-identity"),
      regexp: input("certificate-identity-regexp"),
      issuer: input("certificate-oidc-issuer"),
      repo: registry ? registry.repository : input("repo"),
      owner: input("owner"),
      signerWorkflow: input("signer-workflow"),
      signerRef: input("signer-ref"),
      sourceRepo: input("source-repo"),
      allowReusableCallers: booleanInput("allow-reusable-callers", false)
    });
    const bundle = registry ? await readEntryBundle(registry, { signal: deadline.signal }) : bundleRef ? await readPathOrURL(bundleRef, { cwd: workspace, signal: deadline.signal }) : void 0;
    const given = await artifactsFromInputs(workspace, deadline.signal);
    const artifacts = registry ? [
      ...given ?? [],
      ...await artifactsOfEntry(registry, { cwd: workspace, npmRegistry: input("npm-registry"), signal: deadline.signal })
    ] : given;
    const trustedRootFile = input("trusted-root");
    const common = {
      trustedRoot: await beforeDeadline(
        deadline.signal,
        "the trusted root",
        () => loadTrustedRoot({
          file: trustedRootFile === void 0 ? void 0 : resolve(workspace, trustedRootFile),
          offline: booleanInput("offline", false),
          followRotations: { notice: (line) => notice(`toolseal: ${line}`) },
          names: { file: "trusted-root", offline: "offline: true" }
        })
      ),
      policy,
      serverName: registry ? registry.name : input("server-name"),
      minRevision: minRevisionOf(input("min-revision")),
      artifacts,
      ...registry ? { manifestDigest: registry.surface.manifestDigest, manifestDigestSource: `the registry entry ${registry.source}` } : {}
    };
    const report = await verifyLiveServer(
      common,
      bundle,
      {
        spec: live,
        limits,
        // The server the entry names is checked before it is contacted.
        ...registry && named ? { beforeSnapshot: () => checkEntryServerAddress(named, registry, { signal: deadline.signal }) } : {}
      },
      { scope: storeScope, apiUrl: process.env.GITHUB_API_URL, token: input("github-token"), signal: deadline.signal }
    );
    const reportPath = input("report-path") ? resolve(workspace, input("report-path")) : join(process.env.RUNNER_TEMP ?? workspace, "toolseal-verify-report.json");
    writeFileAtomic(reportPath, JSON.stringify(verifyReportJson(report), null, 2) + "\n");
    setOutput("match", report.comparison.match);
    setOutput("changed-tools", JSON.stringify(changedToolNames(report.comparison)));
    setOutput("report-path", reportPath);
    await summary.addRaw(renderVerifyMarkdown(report), true).write();
    if (report.comparison.match === "different") {
      const others = report.comparison.carrierChanges.length;
      const what = report.comparison.signedManifestDigest === report.comparison.liveManifestDigest ? "instructions, prompts or templates" : "tools";
      const message = `DIGEST_MISMATCH: the live ${what} differ from the signed surface of ${report.statement.server} (${countText(changedToolNames(report.comparison).length, "tool")}${others > 0 ? `, ${countText(others, "instructions/prompt/template change")}` : ""})`;
      if (onMismatch === "fail") {
        setFailed(message);
        return 1;
      }
      warning(message);
      return 0;
    }
    info(
      `toolseal: verified ${JSON.stringify(report.statement.server)} revision ${report.statement.revision}; the live tools match (${report.comparison.liveManifestDigest})`
    );
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
async function run() {
  process.exitCode = await main();
}
if (isMainModule(import.meta.url)) await run();
export {
  run
};
