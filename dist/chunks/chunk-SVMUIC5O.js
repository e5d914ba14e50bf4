#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runVerify,
  runVerifyAttested
} from "./chunk-6SJOM5JD.js";
import {
  describeAttestationStore,
  describeServerSpec
} from "./chunk-UWT5FQXY.js";
import {
  launchedPackageOf
} from "./chunk-SEUMN4X2.js";
import {
  takeSnapshot
} from "./chunk-HKYXZG4F.js";
import {
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/origin/registry-server.ts
var LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];
function shownRegistryServer(named) {
  return named.kind === "url" ? new URL(named.url).origin : [named.command, ...named.args].join(" ");
}
var DEFAULT_BASES = {
  npm: ["https://registry.npmjs.org", "https://registry.npmjs.com"],
  pypi: ["https://pypi.org", "https://pypi.org/simple"]
};
function serverOfRegistryEntry(entry, source) {
  const skipped = [];
  for (const [i, r] of entry.remotes.entries()) {
    const at = `remotes[${i}]`;
    if (r.type !== "streamable-http") {
      skipped.push(`${at} is ${quoteForTerminal(r.type)}, not streamable-http`);
      continue;
    }
    let url;
    try {
      url = new URL(r.url);
    } catch {
      url = void 0;
    }
    if (url !== void 0 && (url.username !== "" || url.password !== "")) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${source}: server.${at}.url carries credentials (user:password@host): not used, and not shown (name the server with --url and --header)`
      );
    }
    if (url === void 0 || /[{}]|%7B|%7D/i.test(r.url)) {
      skipped.push(`${at}.url is not a URL (a URL template's {variables} are not filled in)`);
      continue;
    }
    if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.includes(url.hostname))) {
      skipped.push(`${at}.url is not https (plain http only to this machine)`);
      continue;
    }
    return { kind: "url", url: r.url, from: at };
  }
  for (const [i, p] of entry.packages.entries()) {
    const at = `packages[${i}]`;
    const started = commandOfPackage(p);
    if (typeof started === "string") {
      skipped.push(`${at} (${p.registryType} ${quoteForTerminal(p.identifier.slice(0, 200))}): ${started}`);
      continue;
    }
    return { kind: "stdio", ...started, from: at };
  }
  const why = skipped.length === 0 ? "it lists no remote and no package" : skipped.join("; ");
  throw new ToolsealError(
    "INVALID_INPUT",
    `${source}: the entry names no server to start at one exact version (${why}): name the server with -- CMD ARGS or --url URL`
  );
}
function commandOfPackage(p) {
  if (p.transport !== void 0 && p.transport !== "stdio") return `its transport is ${quoteForTerminal(p.transport)}, not stdio`;
  if (p.identifier.startsWith("-")) return "the identifier reads as an option";
  let command;
  let args;
  let registryBaseUrl;
  if (p.registryType === "npm") {
    const base = registryOption(p.registryBaseUrl, "npm");
    if (typeof base === "object") return base.bad;
    command = "npx";
    args = ["-y", ...base === void 0 ? [] : ["--registry", base], `${p.identifier}@${p.version}`];
    registryBaseUrl = base;
  } else if (p.registryType === "pypi") {
    if (p.version === void 0) return "no version is given, so the newest would be fetched";
    const base = registryOption(p.registryBaseUrl, "pypi");
    if (typeof base === "object") return base.bad;
    command = "uvx";
    args = [...base === void 0 ? [] : ["--index-url", base], `${p.identifier}==${p.version}`];
    registryBaseUrl = base;
  } else if (p.registryType === "oci") {
    if (p.sha256 === void 0) return "an image without a digest (@sha256:\u2026) can be moved";
    command = "docker";
    args = ["run", "-i", "--rm", p.identifier];
  } else {
    return p.registryType === "mcpb" ? "an MCPB bundle is installed into a host, not started by toolseal" : "not a package type toolseal starts (npm, pypi, oci)";
  }
  const launched = launchedPackageOf(command, args);
  if (launched === void 0) return "not a registry package";
  if (launched.unpinned !== void 0) return launched.unpinned;
  const name = p.registryType === "oci" ? p.identifier.slice(0, p.identifier.lastIndexOf("@")).replace(/:[\w][\w.-]*$/, "") : p.identifier;
  if (launched.name !== name) return "the identifier cannot be read as a package name";
  return registryBaseUrl === void 0 ? { command, args } : { command, args, registryBaseUrl };
}
function registryOption(base, ecosystem) {
  if (base === void 0 || DEFAULT_BASES[ecosystem].includes(base.replace(/\/+$/, ""))) return void 0;
  let url;
  try {
    url = new URL(base);
  } catch {
    return { bad: "registryBaseUrl is not a URL" };
  }
  if (url.username !== "" || url.password !== "") return { bad: "registryBaseUrl carries credentials: not used" };
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.includes(url.hostname))) {
    return { bad: "registryBaseUrl is not https (plain http only to this machine)" };
  }
  return base;
}

// src/run/verify-live.ts
async function verifyLiveServer(inputs, bundle, live, store) {
  const deps = {
    // Called once a bundle has verified: the server is checked, then contacted.
    snapshot: async () => {
      await live.beforeSnapshot?.();
      return takeSnapshot(live.spec, live.limits);
    },
    liveSource: describeServerSpec(live.spec)
  };
  if (bundle !== void 0) return runVerify({ ...inputs, bundleText: bundle.text, bundleSource: bundle.source }, deps);
  const { listAttestationBundles } = await import("./attestations-JXGVPBQV.js");
  const scope = store.scope;
  return runVerifyAttested(inputs, {
    ...deps,
    attestations: (digest) => listAttestationBundles({ scope, digest, apiUrl: store.apiUrl, token: store.token, signal: store.signal }),
    store: describeAttestationStore(scope, Boolean(store.token))
  });
}

export {
  shownRegistryServer,
  serverOfRegistryEntry,
  verifyLiveServer
};
