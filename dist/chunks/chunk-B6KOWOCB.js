#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  attestationScopeOf,
  commandDeadline
} from "./chunk-UWT5FQXY.js";
import {
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

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
  const { loadTrustedRoot } = await import("./trusted-root-BZQG6EGY.js");
  const trustedRoot = await loadTrustedRoot({
    file: choice.trustedRoot,
    offline: choice.offline === true,
    ...choice.names ? { names: { file: names.trustedRoot, offline: names.offline } } : {}
  });
  let attestations;
  if (scope !== void 0) {
    const { listAttestationBundles } = await import("./attestations-JXGVPBQV.js");
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
    const { readRegistryStatement } = await import("./registry-LTIYSSDQ.js");
    const { listAttestationBundles } = await import("./attestations-JXGVPBQV.js");
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
  DEFAULT_REGISTRY_URL,
  upgradeSourcesOf,
  registrySource
};
