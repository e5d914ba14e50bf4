#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  isGitHubOwnerName,
  isGitHubRepositoryName
} from "./chunk-W2SVUUR6.js";
import {
  decodeUtf8
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/statement/identity-policy.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
var FULCIO_OID = {
  /** Issuer, legacy form: the raw string as the extension value. */
  ISSUER_V1: "1.3.6.1.4.1.57264.1.1",
  /** Issuer, newer form: a DER UTF8String. */
  ISSUER_V2: "1.3.6.1.4.1.57264.1.8",
  /** GitHub Workflow Repository, legacy form (`OWNER/REPO`, raw): the run's repository where .12 is absent. */
  GITHUB_WORKFLOW_REPOSITORY_V1: "1.3.6.1.4.1.57264.1.5",
  SOURCE_REPOSITORY_URI: "1.3.6.1.4.1.57264.1.12",
  SOURCE_REPOSITORY_DIGEST: "1.3.6.1.4.1.57264.1.13",
  SOURCE_REPOSITORY_REF: "1.3.6.1.4.1.57264.1.14",
  /** `https://github.com/<owner>`: what the `io.github.<owner>/\u{2026}` namespace rule compares with. */
  SOURCE_REPOSITORY_OWNER_URI: "1.3.6.1.4.1.57264.1.16"
};
var FULCIO_ARC = "1.3.6.1.4.1.57264.1.";
var READ_OIDS = new Set(Object.values(FULCIO_OID));
var LEGACY_SUBARCS = /* @__PURE__ */ new Set([1, 2, 3, 4, 5, 6]);
var GITHUB_URL = "https://github.com/";
var WORKFLOWS_DIR = ".github/workflows/";
function githubIdentityPolicy(options) {
  const { repo, owner } = options;
  if (repo === void 0 === (owner === void 0))
    throw new ToolsealError("USAGE", "give --repo OWNER/REPO or --owner OWNER (exactly one)");
  let identity;
  if (repo !== void 0) {
    const [o, r, ...more] = repo.split("/");
    if (more.length || !o || !r || !isGitHubOwnerName(o) || !isGitHubRepositoryName(r))
      throw new ToolsealError("USAGE", `--repo takes OWNER/REPO, not ${JSON.stringify(repo)}`);
    identity = { kind: "github", repository: `${o}/${r}`, owner: o };
  } else {
    if (!isGitHubOwnerName(owner)) throw new ToolsealError("USAGE", `--owner takes a GitHub owner name, not ${JSON.stringify(owner)}`);
    identity = { kind: "github", owner };
  }
  if (options.signerWorkflow !== void 0) identity.workflow = signerWorkflowOf(options.signerWorkflow, identity.repository);
  if (options.signerRef !== void 0) {
    if (!/^refs\/[^\s@]+$/.test(options.signerRef))
      throw new ToolsealError(
        "USAGE",
        `--signer-ref takes a full ref (refs/tags/v1.2.0, refs/heads/main), not ${JSON.stringify(options.signerRef)}`
      );
    identity.ref = options.signerRef;
  }
  return { issuer: options.issuer ?? GITHUB_ACTIONS_ISSUER, identity };
}
function signerWorkflowOf(text, repository) {
  const bad = () => {
    throw new ToolsealError(
      "USAGE",
      `--signer-workflow takes ${WORKFLOWS_DIR}FILE or OWNER/REPO/${WORKFLOWS_DIR}FILE, not ${JSON.stringify(text)}`
    );
  };
  const rest = text.replace(/^(?:https:\/\/)?github\.com\//, "");
  let repo = repository;
  let path = rest;
  if (!rest.startsWith(WORKFLOWS_DIR)) {
    const [o, r, ...p] = rest.split("/");
    if (!o || !r || !isGitHubOwnerName(o) || !isGitHubRepositoryName(r)) bad();
    repo = `${o}/${r}`;
    path = p.join("/");
  }
  if (repo === void 0) {
    throw new ToolsealError("USAGE", `--signer-workflow with --owner names its repository: OWNER/REPO/${WORKFLOWS_DIR}FILE`);
  }
  if (!path.startsWith(WORKFLOWS_DIR) || path.length === WORKFLOWS_DIR.length || /\s/.test(path) || path.includes("@refs/") || path.split("/").includes(".."))
    bad();
  return { repository: repo, path };
}
function githubWorkflowSanOf(san) {
  if (!san.startsWith(GITHUB_URL)) return void 0;
  const rest = san.slice(GITHUB_URL.length);
  const at = rest.lastIndexOf("@refs/");
  if (at < 0) return void 0;
  const [owner, repo, ...path] = rest.slice(0, at).split("/");
  if (!owner || !repo || path.length === 0) return void 0;
  return { owner, repo, path: path.join("/"), ref: rest.slice(at + 1) };
}
function githubMismatch(signer, id) {
  const same = (a, b) => a !== void 0 && asciiLowerCase(a) === asciiLowerCase(b);
  const parsed = signer.san === void 0 ? void 0 : githubWorkflowSanOf(signer.san);
  if (!parsed || !parsed.path.startsWith(WORKFLOWS_DIR)) return "is not a GitHub Actions workflow of github.com";
  const sourceRepo = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI];
  const sourceOwner = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI];
  if (!same(sourceOwner, `${GITHUB_URL}${id.owner}`))
    return `was signed in a repository of ${JSON.stringify(sourceOwner ?? "(none)")}, not of ${GITHUB_URL}${id.owner}`;
  if (id.repository !== void 0 && !same(sourceRepo, `${GITHUB_URL}${id.repository}`)) {
    return `was signed in ${JSON.stringify(sourceRepo ?? "(none)")}, not in ${GITHUB_URL}${id.repository}`;
  }
  const workflowRepo = id.workflow?.repository ?? id.repository;
  if (workflowRepo !== void 0) {
    if (!same(`${parsed.owner}/${parsed.repo}`, workflowRepo))
      return `is a workflow of ${parsed.owner}/${parsed.repo}, not of ${workflowRepo}`;
  } else if (!same(parsed.owner, id.owner)) {
    return `is a workflow of ${parsed.owner}/${parsed.repo}, not of an ${id.owner} repository`;
  }
  if (id.workflow !== void 0 && parsed.path !== id.workflow.path) return `is the workflow ${parsed.path}, not ${id.workflow.path}`;
  if (id.ref !== void 0 && parsed.ref !== id.ref) return `ran at ${parsed.ref}, not at ${id.ref}`;
  return void 0;
}
function describeIdentity(policy) {
  const id = policy.identity;
  if (id.kind === "exact") return JSON.stringify(id.san);
  if (id.kind === "regexp") return `the whole-string pattern ${JSON.stringify(id.pattern)}`;
  const where = id.workflow ? `${id.workflow.repository}/${id.workflow.path}` : `any workflow of ${id.repository ?? `an ${id.owner} repository`}`;
  return `${where}${id.ref ? ` at ${id.ref}` : ""}${id.workflow && id.repository ? `, run in ${id.repository}` : ""}`;
}
function decodeFulcioExtension(oid, value) {
  if (!oid.startsWith(FULCIO_ARC)) throw new ToolsealError("UNTRUSTED_SIGNER", `OID ${oid} is not a Fulcio extension`);
  const subarc = Number(oid.slice(FULCIO_ARC.length));
  if (LEGACY_SUBARCS.has(subarc)) return utf8(value, oid);
  return utf8(derUtf8StringContents(value, oid), oid);
}
function derUtf8StringContents(der, oid) {
  const bad = (what) => {
    throw new ToolsealError("UNTRUSTED_SIGNER", `certificate extension ${oid}: ${what}`);
  };
  if (der.length < 2 || der[0] !== 12) bad("not a DER UTF8String");
  let length = der[1];
  let offset = 2;
  if (length & 128) {
    const n = length & 127;
    if (n === 0 || n > 3 || der.length < 2 + n) bad("bad DER length");
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + der[2 + i];
    if (length < 128 || der[2] === 0) bad("non-minimal DER length");
    offset = 2 + n;
  }
  if (offset + length !== der.length) bad("DER length does not match the value");
  return der.subarray(offset);
}
function utf8(bytes, oid) {
  return decodeUtf8(bytes, `certificate extension ${oid}`, "UNTRUSTED_SIGNER");
}
function signerIdentityOf(san, extensions) {
  const decoded = /* @__PURE__ */ Object.create(null);
  for (const ext of extensions) {
    if (!ext.oid.startsWith(FULCIO_ARC)) continue;
    if (Object.hasOwn(decoded, ext.oid)) {
      throw new ToolsealError("UNTRUSTED_SIGNER", `certificate has extension ${ext.oid} twice`);
    }
    try {
      decoded[ext.oid] = decodeFulcioExtension(ext.oid, ext.value);
    } catch (e) {
      if (READ_OIDS.has(ext.oid)) throw e;
    }
  }
  return { san, extensions: decoded };
}
function sourceRepositoryOf(signer) {
  const uri = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI];
  if (uri !== void 0) return uri;
  const legacy = signer.extensions[FULCIO_OID.GITHUB_WORKFLOW_REPOSITORY_V1];
  return legacy === void 0 ? void 0 : `${GITHUB_URL}${legacy}`;
}
function issuerOf(signer) {
  return signer.extensions[FULCIO_OID.ISSUER_V2] ?? signer.extensions[FULCIO_OID.ISSUER_V1];
}
function wholeStringRegExp(pattern) {
  try {
    new RegExp(pattern);
    return new RegExp(`^(?:${pattern})$`);
  } catch (e) {
    throw new ToolsealError("USAGE", `--certificate-identity-regexp is not a valid regular expression: ${e.message}`, {
      cause: e
    });
  }
}
function matchesWholeString(pattern, s) {
  const m = wholeStringRegExp(pattern).exec(s);
  return m !== null && m.index === 0 && m[0] === s;
}
function checkIdentity(signer, policy) {
  const issuer = issuerOf(signer);
  if (issuer !== policy.issuer) {
    throw new ToolsealError(
      "ISSUER_MISMATCH",
      `certificate issuer is ${issuer === void 0 ? "missing" : JSON.stringify(issuer)}, expected ${JSON.stringify(policy.issuer)}`
    );
  }
  const san = signer.san;
  const id = policy.identity;
  const shown = san === void 0 ? "(none)" : JSON.stringify(san);
  if (id.kind === "github") {
    const why2 = githubMismatch(signer, id);
    if (why2 !== void 0) throw new ToolsealError("UNTRUSTED_SIGNER", `certificate identity ${shown} ${why2}`);
    return;
  }
  const ok = san !== void 0 && (id.kind === "exact" ? san === id.san : matchesWholeString(id.pattern, san));
  if (!ok) throw new ToolsealError("UNTRUSTED_SIGNER", `certificate identity ${shown} is not ${describeIdentity(policy)}`);
  const why = callerMismatch(signer, policy.caller);
  if (why !== void 0) throw new ToolsealError("UNTRUSTED_SIGNER", `certificate identity ${shown} ${why}`);
}
function callerMismatch(signer, caller) {
  if (caller?.kind === "any") return void 0;
  const parsed = signer.san === void 0 ? void 0 : githubWorkflowSanOf(signer.san);
  const expected = caller?.kind === "repository" ? `${GITHUB_URL}${caller.repository}` : parsed?.path.startsWith(WORKFLOWS_DIR) ? `${GITHUB_URL}${parsed.owner}/${parsed.repo}` : void 0;
  if (expected === void 0) return void 0;
  const source = sourceRepositoryOf(signer);
  if (source !== void 0 && asciiLowerCase(source) === asciiLowerCase(expected)) return void 0;
  const ran = source === void 0 ? "has no source repository (1.3.6.1.4.1.57264.1.12)" : `ran in ${JSON.stringify(source)}`;
  const hint = caller !== void 0 ? " (--source-repo)" : source === void 0 ? ": the certificate does not say which repository the run was in" : ": the workflow was called from another repository (a reusable workflow); give --source-repo OWNER/REPO for the caller you trust, or --allow-reusable-callers";
  return `${ran}, not in ${expected}${hint}`;
}
function namespaceOwnerOf(serverName) {
  const prefix = "io.github.";
  if (!asciiLowerCase(serverName).startsWith(prefix)) return void 0;
  const rest = serverName.slice(prefix.length);
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(0, slash);
}
function checkNamespace(serverName, signer) {
  const owner = namespaceOwnerOf(serverName);
  if (owner === void 0) return void 0;
  if (owner === "") throw new ToolsealError("NAMESPACE_MISMATCH", `server name ${JSON.stringify(serverName)} names no GitHub owner`);
  const ownerUri = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI];
  if (ownerUri === void 0) {
    throw new ToolsealError(
      "NAMESPACE_MISMATCH",
      `server name ${JSON.stringify(serverName)} needs a certificate with a source repository owner (${FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI}); it has none`
    );
  }
  const expected = `https://github.com/${owner}`;
  if (asciiLowerCase(ownerUri) !== asciiLowerCase(expected)) {
    throw new ToolsealError(
      "NAMESPACE_MISMATCH",
      `server name ${JSON.stringify(serverName)} belongs to ${expected}, but the certificate's source repository owner is ${JSON.stringify(ownerUri)}`
    );
  }
  return owner;
}
function asciiLowerCase(s) {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

export {
  GITHUB_ACTIONS_ISSUER,
  FULCIO_OID,
  githubIdentityPolicy,
  decodeFulcioExtension,
  signerIdentityOf,
  issuerOf,
  wholeStringRegExp,
  checkIdentity,
  checkNamespace
};
