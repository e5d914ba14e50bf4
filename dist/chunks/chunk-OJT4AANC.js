#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  loadTrustedRoot
} from "./chunk-QTHJ642K.js";
import {
  attestationScopeOf,
  commandDeadline,
  signerPolicyOf
} from "./chunk-3JJHV666.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-PREDAVGZ.js";
import {
  ToolsealError
} from "./chunk-7A2JA334.js";

// src/cli/upgrade-args.ts
var UPGRADE_SOURCE_OPTIONS = {
  bundle: { type: "string", multiple: true },
  repo: { type: "string" },
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
  --trusted-root FILE    verify with this trusted root (default: the public-good root shipped with toolseal)
  --offline              the shipped public-good root; nothing fetched`;
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
async function upgradeSourcesFromArgs(ctx, timeoutMs) {
  const bundles = Array.isArray(ctx.values.bundle) ? ctx.values.bundle : [];
  const scope = attestationScopeOf(str(ctx, "repo"), void 0);
  if (bundles.length === 0 && scope === void 0) {
    if (str(ctx, "trusted-root") !== void 0)
      throw new ToolsealError("USAGE", "--trusted-root verifies the statements of --bundle or --repo: give one");
    return void 0;
  }
  const deadline = commandDeadline({ timeoutMs });
  const trustedRoot = await loadTrustedRoot({ file: str(ctx, "trusted-root"), offline: ctx.values.offline === true });
  let attestations;
  if (scope !== void 0) {
    const { listAttestationBundles } = await import("./attestations-MP7JZVXM.js");
    attestations = (digest) => listAttestationBundles({ scope, digest, apiUrl: ctx.io.env.GITHUB_API_URL, token: ctx.io.env.GITHUB_TOKEN, signal: deadline.signal });
  }
  return { bundles, ...attestations ? { attestations } : {}, trustedRoot, cwd: ctx.io.cwd, signal: deadline.signal };
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
  signerPolicyOf({
    identity: p.certificateIdentity,
    regexp: p.certificateIdentityRegexp,
    issuer: p.certificateOidcIssuer,
    repo: p.repo,
    signerWorkflow: p.signerWorkflow,
    signerRef: p.signerRef,
    sourceRepo: p.sourceRepo,
    allowReusableCallers: p.allowReusableCallers === true
  });
  return p;
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}

export {
  UPGRADE_SOURCE_OPTIONS,
  PUBLISHER_OPTIONS,
  UPGRADE_SOURCE_HELP,
  upgradeSourcesFromArgs,
  publisherFromArgs
};
