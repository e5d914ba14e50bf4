#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  GITHUB_ACTIONS_ISSUER,
  githubIdentityPolicy,
  wholeStringRegExp
} from "./chunk-I6RQJZRO.js";
import {
  assertGitHubOwner,
  assertGitHubRepository
} from "./chunk-6YP4YPBH.js";
import {
  quoteForTerminal
} from "./chunk-C7I7V366.js";
import {
  ToolsealError
} from "./chunk-NFH5SJ4A.js";

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

// src/run/upgrade-sources.ts
var DEFAULT_REGISTRY_URL = "https://registry.modelcontextprotocol.io";
var CLI_UPGRADE_NAMES = {
  bundle: "--bundle",
  repo: "--repo",
  registry: "--registry",
  trustedRoot: "--trusted-root",
  offline: "--offline"
};
async function upgradeSourcesOf(choice, at, timeoutMs) {
  const names = choice.names ?? CLI_UPGRADE_NAMES;
  const scope = attestationScopeOf(choice.repo, void 0);
  if (choice.bundles.length === 0 && scope === void 0 && choice.registry === void 0) {
    if (choice.trustedRoot !== void 0)
      throw new ToolsealError(
        "USAGE",
        `${names.trustedRoot} verifies the statements of ${names.bundle}, ${names.repo} or ${names.registry}: give one`
      );
    return void 0;
  }
  const deadline = commandDeadline({ timeoutMs });
  const { loadTrustedRoot } = await import("./trusted-root-KP4GLQUL.js");
  const trustedRoot = await loadTrustedRoot({
    file: choice.trustedRoot,
    offline: choice.offline === true,
    ...choice.names ? { names: { file: names.trustedRoot, offline: names.offline } } : {}
  });
  let attestations;
  if (scope !== void 0) {
    const { listAttestationBundles } = await import("./attestations-2HFKKCL3.js");
    attestations = (digest) => listAttestationBundles({ scope, digest, apiUrl: at.env.GITHUB_API_URL, token: at.env.GITHUB_TOKEN, signal: deadline.signal });
  }
  const registry = choice.registry === void 0 ? void 0 : registrySource(choice.registry, names.registry, at, {});
  return {
    bundles: choice.bundles,
    ...attestations ? { attestations } : {},
    ...registry ? { registry } : {},
    trustedRoot,
    cwd: at.cwd,
    signal: deadline.signal
  };
}
function registrySource(url, option, at, o) {
  if (!/^https?:\/\//i.test(url))
    throw new ToolsealError("USAGE", `${option} ${quoteForTerminal(url.slice(0, 200))}: the MCP registry's URL (https://\u2026)`);
  return async (serverName, signal) => {
    const { readRegistryStatement } = await import("./registry-ULCLS3Z5.js");
    const { listAttestationBundles } = await import("./attestations-2HFKKCL3.js");
    return readRegistryStatement(serverName, {
      registryUrl: url,
      ...signal ? { signal } : { timeoutMs: o.timeoutMs },
      ...at.warn ? { warn: at.warn } : {},
      attestations: (repo, digest) => listAttestationBundles({
        scope: { repo },
        digest,
        apiUrl: at.env.GITHUB_API_URL,
        token: at.env.GITHUB_TOKEN,
        ...signal ? { signal } : { timeoutMs: o.timeoutMs }
      })
    });
  };
}

export {
  signerPolicyOf,
  beforeDeadline,
  DEFAULT_REGISTRY_URL,
  upgradeSourcesOf
};
