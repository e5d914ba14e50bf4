#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  signerPolicyOfPublisher
} from "./chunk-OF5EZYWB.js";
import {
  DEFAULT_REGISTRY_URL,
  registrySource,
  upgradeSourcesOf
} from "./chunk-B6KOWOCB.js";
import {
  attestationScopeOf
} from "./chunk-UWT5FQXY.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-MOLUOQBY.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/cli/upgrade-args.ts
var UPGRADE_SOURCE_OPTIONS = {
  bundle: { type: "string", multiple: true },
  repo: { type: "string" },
  registry: { type: "string" },
  "trusted-root": { type: "string" },
  offline: { type: "boolean" }
};
var PUBLISHER_OPTIONS = {
  "certificate-identity": { type: "string" },
  "certificate-identity-regexp": { type: "string" },
  "certificate-oidc-issuer": { type: "string" },
  "signer-workflow": { type: "string" },
  "signer-ref": { type: "string" },
  "source-repo": { type: "string" },
  "allow-reusable-callers": { type: "boolean" },
  "accept-signed": { type: "boolean" }
};
var UPGRADE_SOURCE_HELP = `Signed upgrades (a pin whose entry names a publisher, written by lock --certificate-identity or --repo):
  --bundle B             a bundle file, https URL or folder of bundles (*.json) to find the statements of
                         a changed surface and of the revisions back to the pin in (repeatable)
  --repo OWNER/REPO      also look them up in GitHub's attestations of OWNER/REPO (GITHUB_TOKEN, GITHUB_API_URL)
  --registry URL         also take the statement the MCP registry's entry of the pinned server name names
                         (its latest version, as verify --registry reads it; e.g. ${DEFAULT_REGISTRY_URL})
  --trusted-root FILE    verify with this trusted root (default: the public-good root shipped with toolseal)
  --offline              the shipped public-good root; nothing fetched`;
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
async function upgradeSourcesFromArgs(ctx, timeoutMs) {
  return upgradeSourcesOf(
    {
      bundles: Array.isArray(ctx.values.bundle) ? ctx.values.bundle : [],
      repo: str(ctx, "repo"),
      registry: str(ctx, "registry"),
      trustedRoot: str(ctx, "trusted-root"),
      offline: ctx.values.offline === true
    },
    { cwd: ctx.io.cwd, env: ctx.io.env, warn: (line) => ctx.io.stderr(`toolseal: WARN: ${line}
`) },
    timeoutMs
  );
}
function publisherFromArgs(ctx) {
  const p = {
    certificateOidcIssuer: str(ctx, "certificate-oidc-issuer") ?? GITHUB_ACTIONS_ISSUER,
    ...optional("certificateIdentity", str(ctx, "certificate-identity")),
    ...optional("certificateIdentityRegexp", str(ctx, "certificate-identity-regexp")),
    ...optional("repo", str(ctx, "repo")),
    ...optional("signerWorkflow", str(ctx, "signer-workflow")),
    ...optional("signerRef", str(ctx, "signer-ref")),
    ...optional("sourceRepo", str(ctx, "source-repo")),
    ...ctx.values["allow-reusable-callers"] === true ? { allowReusableCallers: true } : {}
  };
  if (p.certificateIdentity === void 0 && p.certificateIdentityRegexp === void 0 && p.repo === void 0) {
    const stray = ["certificate-oidc-issuer", "signer-workflow", "signer-ref", "source-repo", "allow-reusable-callers"].filter(
      (o) => ctx.values[o] !== void 0
    );
    if (stray.length > 0)
      throw new ToolsealError(
        "USAGE",
        `--${stray[0]} narrows a publisher: give --certificate-identity, --certificate-identity-regexp or --repo`
      );
    return void 0;
  }
  signerPolicyOfPublisher(p);
  return p;
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
async function guardUpgradeSourcesFromArgs(ctx, timeoutMs) {
  const bundles = Array.isArray(ctx.values["upgrade-bundle"]) ? ctx.values["upgrade-bundle"] : [];
  const scope = attestationScopeOf(str(ctx, "upgrade-repo"), void 0);
  const registryUrl = str(ctx, "upgrade-registry");
  const trustedRoot = async () => {
    const { loadTrustedRoot } = await import("./trusted-root-BZQG6EGY.js");
    return loadTrustedRoot({ file: str(ctx, "trusted-root"), offline: ctx.values.offline === true });
  };
  if (bundles.length === 0 && scope === void 0 && registryUrl === void 0) {
    if (ctx.values.offline === true) await trustedRoot();
    return void 0;
  }
  let attestations;
  if (scope !== void 0) {
    const { listAttestationBundles } = await import("./attestations-JXGVPBQV.js");
    attestations = (digest) => listAttestationBundles({ scope, digest, apiUrl: ctx.io.env.GITHUB_API_URL, token: ctx.io.env.GITHUB_TOKEN, timeoutMs });
  }
  const registry = registryUrl === void 0 ? void 0 : registrySource(registryUrl, "--upgrade-registry", { cwd: ctx.io.cwd, env: ctx.io.env }, { timeoutMs });
  return {
    bundles,
    ...attestations ? { attestations } : {},
    ...registry ? { registry } : {},
    trustedRoot: await trustedRoot(),
    cwd: ctx.io.cwd
  };
}

export {
  UPGRADE_SOURCE_OPTIONS,
  PUBLISHER_OPTIONS,
  UPGRADE_SOURCE_HELP,
  upgradeSourcesFromArgs,
  publisherFromArgs,
  guardUpgradeSourcesFromArgs
};
