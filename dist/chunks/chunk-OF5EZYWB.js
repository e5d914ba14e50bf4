#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  entryForProfile,
  entryMembers
} from "./chunk-42CTSAXX.js";
import {
  signerPolicyOf
} from "./chunk-UWT5FQXY.js";
import {
  redactSecrets,
  serverSecrets
} from "./chunk-VCZRACRA.js";
import {
  optionWords
} from "./chunk-67AH6TGB.js";
import {
  shellWord
} from "./chunk-EFISWI7Y.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, ...optionWords("server", serverId)] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? optionWords("server-id", spec.serverId) : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [],
      ...trimmed ? ["the credentials or query of the URL"] : []
    ];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}
function relockWords(spec, command) {
  const masked = spec.kind === "stdio" || spec.kind === "url" ? serverSecrets(spec).masked : [];
  const words = command.args.map((a) => redactSecrets(a, masked));
  const hidden = words.some((w, i) => w !== command.args[i]);
  const needs = [command.needs, hidden ? "the values shown as *** (secrets, kept out of this line) as the server is given them" : void 0].filter(Boolean).join(", and ");
  return words.map(shellWord).join(" ") + (needs ? ` (with ${needs})` : "");
}

// src/run/signed-upgrade.ts
const { opendirSync, statSync } = process.getBuiltinModule("node:fs");
const { join, resolve } = process.getBuiltinModule("node:path");

// src/core/check/upgrade-chain.ts
var MAX_UPGRADE_HOPS = 32;
function linkUpgradeChain(pinned, live, statementOf) {
  const refuse = (code, reason) => ({ accepted: false, code, reason });
  if (pinned.server !== void 0 && live.server !== pinned.server)
    return refuse("SERVER_NAME_MISMATCH", `${live.source}: signed for another server than the pin's publisher recorded`);
  if (pinned.revision !== void 0 && live.revision <= pinned.revision)
    return refuse(
      "REVISION_ROLLBACK",
      `${live.source}: signed revision ${live.revision} is not above the pinned revision ${pinned.revision}`
    );
  const seen = /* @__PURE__ */ new Set([live.manifestDigest]);
  let hop = live;
  for (let hops = 1; hops <= MAX_UPGRADE_HOPS; hops++) {
    const previous = hop.previousManifestDigest;
    if (previous === void 0)
      return refuse(
        "NOT_SIGNED",
        `${hop.source}: revision ${hop.revision} starts a chain that never reaches the pinned ${pinned.manifestDigest}`
      );
    if (previous === pinned.manifestDigest) {
      if (pinned.revision !== void 0 && hop.revision <= pinned.revision)
        return refuse("REVISION_ROLLBACK", `${hop.source}: revision ${hop.revision} follows the pinned revision ${pinned.revision}`);
      return {
        accepted: true,
        server: live.server,
        ...pinned.revision !== void 0 ? { fromRevision: pinned.revision } : {},
        toRevision: live.revision,
        manifestDigest: live.manifestDigest,
        signer: live.signer,
        hops
      };
    }
    if (seen.has(previous))
      return refuse("STATEMENT_INVALID", `${hop.source}: the chain of previous manifest digests returns to ${previous}`);
    seen.add(previous);
    const next = statementOf(previous);
    if (next === void 0)
      return refuse(
        "NOT_SIGNED",
        `no verified statement of ${previous} (revision ${hop.revision}'s previous): the chain to the pin has a gap`
      );
    if (next.server !== live.server)
      return refuse("SERVER_NAME_MISMATCH", `${next.source}: a hop of the chain is signed for another server`);
    if (next.revision >= hop.revision)
      return refuse("REVISION_ROLLBACK", `${next.source}: revision ${next.revision} does not come before revision ${hop.revision}`);
    hop = next;
  }
  return refuse("NOT_SIGNED", `the chain from revision ${live.revision} does not reach the pin within ${MAX_UPGRADE_HOPS} hops`);
}

// src/run/signed-upgrade.ts
var MAX_UPGRADE_BUNDLES = 256;
var MAX_FOLDER_ENTRIES = 4096;
var MAX_CACHED_STATEMENTS = 256;
function signerPolicyOfPublisher(p) {
  return signerPolicyOf({
    identity: p.certificateIdentity,
    regexp: p.certificateIdentityRegexp,
    issuer: p.certificateOidcIssuer,
    repo: p.repo,
    signerWorkflow: p.signerWorkflow,
    signerRef: p.signerRef,
    sourceRepo: p.sourceRepo,
    allowReusableCallers: p.allowReusableCallers === true
  });
}
function publisherPolicy(p, where) {
  try {
    return signerPolicyOfPublisher(p);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError("INVALID_LOCK", `${where}: publisher: ${e.message}`, { cause: e });
  }
}
var VerifiedStatementCache = class {
  constructor(max = MAX_CACHED_STATEMENTS) {
    this.max = max;
  }
  max;
  entries = /* @__PURE__ */ new Map();
  verify(text, policyKey, run) {
    const key = `${policyKey}\0${process.getBuiltinModule("node:crypto").createHash("sha256").update(text).digest("hex")}`;
    let got = this.entries.get(key);
    if (got === void 0) {
      try {
        got = run();
      } catch (e) {
        if (!(e instanceof ToolsealError)) throw e;
        got = e;
      }
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value);
      this.entries.set(key, got);
    }
    if (got instanceof ToolsealError) throw got;
    return got;
  }
  get size() {
    return this.entries.size;
  }
};
async function signedUpgradeOf(pinned, liveDigest, sources, where) {
  const { byDigest, firstFailure } = await statementsOf(pinned.publisher, liveDigest, sources, where, pinned.manifestDigest);
  const live = byDigest.get(liveDigest);
  if (live === void 0) {
    const why = firstFailure ? `; the first bundle that did not verify: ${firstFailure.message}` : "";
    return {
      accepted: false,
      code: firstFailure?.code ?? "NOT_SIGNED",
      reason: `no statement of the live surface ${liveDigest} verified under the pin's publisher${why}`
    };
  }
  return linkUpgradeChain(
    { manifestDigest: pinned.manifestDigest, revision: pinned.publisher.revision, server: pinned.publisher.server },
    live,
    (d) => byDigest.get(d)
  );
}
async function statementsOf(publisher, digest, sources, where, stopAt) {
  const policy = publisherPolicy(publisher, where);
  const policyKey = JSON.stringify(policy);
  const { verifySignedStatement } = await import("./verify-QIPG3AG4.js");
  const byDigest = /* @__PURE__ */ new Map();
  let firstFailure;
  const tryVerified = (bundle) => {
    try {
      return verified(bundle, policy, policyKey, publisher.server, sources, verifySignedStatement);
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
      return void 0;
    }
  };
  const take = (bundle, signs) => {
    const r = tryVerified(bundle);
    if (r === void 0 || signs !== void 0 && r.manifestDigest !== signs) return;
    if (!byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
  };
  for (const bundle of await readBundles(sources)) take(bundle);
  if (sources.registry) {
    try {
      if (publisher.server === void 0)
        throw new ToolsealError("NOT_SIGNED", "the pin records no server name to look up in the registry (lock it with --bundle)");
      const entry = await sources.registry(publisher.server, sources.signal);
      for (const bundle of entry.bundles) {
        const r = tryVerified(bundle);
        if (r !== void 0 && r.manifestDigest !== entry.manifestDigest)
          firstFailure ??= new ToolsealError(
            "DIGEST_MISMATCH",
            `${bundle.source}: signs ${r.manifestDigest}, but ${entry.source} names ${entry.manifestDigest}: the entry does not describe this release`
          );
        else if (r !== void 0 && !byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
      }
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
    }
  }
  if (sources.attestations) {
    let next = digest;
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; next !== void 0 && i <= MAX_UPGRADE_HOPS && !seen.has(next) && next !== stopAt; i++) {
      seen.add(next);
      if (!byDigest.has(next)) for (const bundle of await sources.attestations(next)) take(bundle, next);
      next = byDigest.get(next)?.previousManifestDigest;
    }
  }
  return { byDigest, ...firstFailure ? { firstFailure } : {} };
}
function verified(bundle, policy, policyKey, serverName, sources, verifySignedStatement) {
  const run = () => {
    const { statement, signer } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot: sources.trustedRoot,
      policy,
      serverName
    });
    const p = statement.predicate;
    return {
      server: p.server,
      revision: p.revision,
      manifestDigest: p.manifestDigest,
      ...p.previousManifestDigest !== void 0 ? { previousManifestDigest: p.previousManifestDigest } : {},
      signer: signer.san ?? "(no SAN)",
      source: bundle.source
    };
  };
  const key = `${policyKey}\0${serverName ?? ""}`;
  return sources.cache ? sources.cache.verify(bundle.text, key, run) : run();
}
async function readBundles(sources) {
  const out = [];
  const { readPathOrURL } = await import("./read-path-or-url-JMAIYADU.js");
  const add = (b) => {
    if (out.length >= MAX_UPGRADE_BUNDLES)
      throw new ToolsealError("INVALID_INPUT", `--bundle: more than ${MAX_UPGRADE_BUNDLES} bundles to read for one upgrade`);
    out.push(b);
  };
  for (const ref of sources.bundles) {
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ? void 0 : resolve(sources.cwd, ref);
    if (path !== void 0 && isFolder(path)) {
      for (const name of folderBundleNames(path, ref))
        add(await readPathOrURL(join(ref, name), { cwd: sources.cwd, signal: sources.signal }));
    } else add(await readPathOrURL(ref, { cwd: sources.cwd, signal: sources.signal }));
  }
  return out;
}
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function folderBundleNames(path, ref) {
  const names = [];
  let dir;
  try {
    dir = opendirSync(path);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `--bundle ${ref}: cannot read the folder`, { cause: e });
  }
  try {
    for (let seen = 0; ; seen++) {
      const entry = dir.readSync();
      if (entry === null) break;
      if (seen >= MAX_FOLDER_ENTRIES)
        throw new ToolsealError(
          "INVALID_INPUT",
          `--bundle ${ref}: a folder of more than ${countText(MAX_FOLDER_ENTRIES, "entry", "entries")}`
        );
      if (entry.isFile() && entry.name.endsWith(".json")) names.push(entry.name);
    }
  } finally {
    dir.closeSync();
  }
  return names.sort();
}
async function upgradesOf(changed, sources, where) {
  const out = /* @__PURE__ */ new Map();
  for (const c of changed) {
    const { manifestDigest, publisher } = entryMembers(c.locked);
    if (publisher === void 0) continue;
    const at = `${where}: servers[${JSON.stringify(c.serverId)}]`;
    if (sources === void 0 || sources.bundles.length === 0 && !sources.attestations && !sources.registry) {
      publisherPolicy(publisher, at);
      out.set(c.serverId, {
        accepted: false,
        code: "NOT_SIGNED",
        reason: "the pin names a publisher, but no --bundle, --repo or --registry was given to find a statement of the live surface"
      });
      continue;
    }
    out.set(c.serverId, await signedUpgradeOf({ manifestDigest, publisher }, c.liveDigest, sources, at));
  }
  return out;
}
function guardUpgradeLookup(lock, lockFile, sources, timeoutMs) {
  const cache = new VerifiedStatementCache();
  return async (serverId, profile, liveDigest) => {
    const locked = entryForProfile(Object.hasOwn(lock.servers, serverId) ? lock.servers[serverId] : void 0, profile);
    if (locked === void 0 || entryMembers(locked).manifestDigest === liveDigest) return void 0;
    const withCache = sources && { ...sources, cache, signal: AbortSignal.timeout(timeoutMs) };
    return (await upgradesOf([{ serverId, locked, liveDigest }], withCache, lockFile)).get(serverId);
  };
}

// src/fs/audit-file.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");
function auditFile(file) {
  return {
    append(jsonLines) {
      try {
        appendFileSync(file, jsonLines, { encoding: "utf8", mode: 420 });
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(e)}`, { cause: e });
      }
    }
  };
}

export {
  auditFile,
  relockCommand,
  relockWords,
  signerPolicyOfPublisher,
  publisherPolicy,
  signedUpgradeOf,
  statementsOf,
  upgradesOf,
  guardUpgradeLookup
};
