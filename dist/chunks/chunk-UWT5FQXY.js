#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeServer
} from "./chunk-QGAD6JC7.js";
import {
  GITHUB_ACTIONS_ISSUER,
  githubIdentityPolicy,
  wholeStringRegExp
} from "./chunk-MOLUOQBY.js";
import {
  assertGitHubOwner,
  assertGitHubRepository
} from "./chunk-W2SVUUR6.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/run/verify-options.ts
function identityPolicyOf(identity, regexp, issuer) {
  if (identity === void 0 === (regexp === void 0)) {
    throw new ToolsealError("USAGE", "give certificate-identity or certificate-identity-regexp (exactly one)");
  }
  if (identity === "") throw new ToolsealError("USAGE", "certificate-identity must not be empty");
  if (regexp !== void 0) wholeStringRegExp(regexp);
  return {
    issuer: issuer ?? GITHUB_ACTIONS_ISSUER,
    identity: regexp !== void 0 ? { kind: "regexp", pattern: regexp } : { kind: "exact", san: identity }
  };
}
function signerPolicyOf(o) {
  const gh = o.repo !== void 0 || o.owner !== void 0;
  if (!gh) {
    if (o.signerWorkflow !== void 0 || o.signerRef !== void 0)
      throw new ToolsealError("USAGE", "signer-workflow and signer-ref narrow --repo or --owner: give one of those");
    const policy = identityPolicyOf(o.identity, o.regexp, o.issuer);
    const caller = callerOf(o.sourceRepo, o.allowReusableCallers === true);
    return caller === void 0 ? policy : { ...policy, caller };
  }
  if (o.sourceRepo !== void 0 || o.allowReusableCallers === true) {
    throw new ToolsealError(
      "USAGE",
      "source-repo and allow-reusable-callers go with certificate-identity(-regexp): --repo or --owner already names the repository the run was in"
    );
  }
  if (o.identity !== void 0 || o.regexp !== void 0) {
    throw new ToolsealError(
      "USAGE",
      "give the signer as --repo/--owner (with --signer-workflow, --signer-ref) or as --certificate-identity(-regexp), not both"
    );
  }
  return githubIdentityPolicy({ repo: o.repo, owner: o.owner, signerWorkflow: o.signerWorkflow, signerRef: o.signerRef, issuer: o.issuer });
}
function callerOf(sourceRepo, anyCaller) {
  if (sourceRepo !== void 0 && anyCaller) throw new ToolsealError("USAGE", "give source-repo or allow-reusable-callers, not both");
  if (anyCaller) return { kind: "any" };
  if (sourceRepo === void 0) return void 0;
  assertGitHubRepository(sourceRepo, "source-repo");
  return { kind: "repository", repository: sourceRepo };
}
function attestationScopeOf(repo, owner) {
  if (repo !== void 0 && owner !== void 0) throw new ToolsealError("USAGE", "give --repo OWNER/REPO or --owner OWNER, not both");
  if (repo !== void 0) {
    assertGitHubRepository(repo);
    return { repo };
  }
  if (owner !== void 0) {
    assertGitHubOwner(owner);
    return { owner };
  }
  return void 0;
}
function commandDeadline(limits) {
  const end = (limits.startedAt ?? Date.now()) + limits.timeoutMs;
  const remainingMs = () => Math.max(1, end - Date.now());
  return { signal: AbortSignal.timeout(remainingMs()), remainingMs };
}
async function beforeDeadline(signal, what, step) {
  if (signal.aborted) throw new ToolsealError("IO_ERROR", `${what}: the command's --timeout passed`);
  let onAbort;
  const deadline = new Promise((_, reject) => {
    onAbort = () => reject(new ToolsealError("IO_ERROR", `${what}: the command's --timeout passed`));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([step(), deadline]);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}
function describeAttestationStore(scope, withToken) {
  const repositories = "repo" in scope ? scope.repo : `the repositories of ${scope.owner}`;
  return `GitHub's attestations of ${repositories}${withToken ? "" : " (read without GITHUB_TOKEN: a private repository's are not visible)"}`;
}
function minRevisionOf(text) {
  if (text === void 0 || text === "") return void 0;
  if (!/^[1-9][0-9]{0,14}$/.test(text))
    throw new ToolsealError("USAGE", `min-revision takes a positive integer, not ${JSON.stringify(text)}`);
  return Number(text);
}
function describeServerSpec(spec) {
  switch (spec.kind) {
    case "snapshot":
      return `snapshot ${spec.file}`;
    case "config":
      return spec.server ? `server ${JSON.stringify(spec.server)} of ${spec.file}` : `the server of ${spec.file}`;
    default:
      return describeServer(spec);
  }
}

export {
  identityPolicyOf,
  signerPolicyOf,
  attestationScopeOf,
  commandDeadline,
  beforeDeadline,
  describeAttestationStore,
  minRevisionOf,
  describeServerSpec
};
