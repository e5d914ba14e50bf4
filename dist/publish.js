#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  artifactBaseName,
  runPublish,
  runPublishDry
} from "./chunks/chunk-ZCLOUKYY.js";
import {
  resolveIdentityToken
} from "./chunks/chunk-YNRPSN3V.js";
import {
  publisherEndpointsOf,
  sigstoreChoiceOf
} from "./chunks/chunk-EANEOZ3J.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  storeAttestation
} from "./chunks/chunk-ATSLRSYI.js";
import {
  registryFragmentText
} from "./chunks/chunk-DGS7JBZN.js";
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
import {
  getOctokit
} from "./chunks/chunk-7BJOLGBC.js";
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
  setSecret,
  summary,
  warning
} from "./chunks/chunk-CFVY6PXC.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  takeSnapshot
} from "./chunks/chunk-HKYXZG4F.js";
import "./chunks/chunk-XTTDHHZ3.js";
import "./chunks/chunk-QGAD6JC7.js";
import "./chunks/chunk-VCZRACRA.js";
import "./chunks/chunk-5U4ZAQTH.js";
import {
  FULCIO_OID,
  checkNamespace,
  githubIdentityPolicy
} from "./chunks/chunk-MOLUOQBY.js";
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
import {
  parseJsonStrict
} from "./chunks/chunk-7SL4J55T.js";
import {
  ToolsealError,
  isToolsealError
} from "./chunks/chunk-UAZ5W6EW.js";
import "./chunks/chunk-U7PF666Q.js";

// src/action/publish.ts
const { readFileSync: readFileSync2 } = process.getBuiltinModule("node:fs");
const { basename: basename2, dirname, join } = process.getBuiltinModule("node:path");

// src/github/release.ts
const { readFileSync } = process.getBuiltinModule("node:fs");
const { basename } = process.getBuiltinModule("node:path");
function clientOf(target) {
  if (!target.token) throw new ToolsealError("USAGE", "upload-to-release needs a github-token");
  const octokit = getOctokit(target.token, target.apiUrl ? { baseUrl: target.apiUrl } : {});
  const { owner, repo } = target;
  const step = async (what, fn) => {
    try {
      return await fn();
    } catch (e) {
      const status = e.status;
      throw new ToolsealError(
        "GITHUB_API_ERROR",
        `${what} (${owner}/${repo}) failed${status ? ` with HTTP ${status}` : ""}: ${e.message}${status === 403 ? " (the job needs permissions: contents: write)" : ""}`,
        { cause: e }
      );
    }
  };
  return { octokit, step };
}
async function findRelease(target) {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  if (target.releaseId !== void 0) {
    return (await step("reading the release", () => octokit.rest.repos.getRelease({ owner, repo, release_id: target.releaseId }))).data;
  }
  if (target.tag) {
    const tag = target.tag;
    return (await step(`finding the release of tag ${tag}`, () => octokit.rest.repos.getReleaseByTag({ owner, repo, tag }))).data;
  }
  throw new ToolsealError("USAGE", "upload-to-release needs a release: run on a release event or a tag push");
}
async function uploadReleaseAssets(target, files, found) {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  const release = found ?? await findRelease(target);
  const existing = await step(
    "listing release assets",
    () => octokit.paginate(octokit.rest.repos.listReleaseAssets, { owner, repo, release_id: release.id, per_page: 100 })
  );
  const uploadBase = new URL(release.upload_url.replace(/\{.*\}$/, "")).origin;
  const uploaded = [];
  for (const file of files) {
    const name = basename(file);
    const old = existing.find((a) => a.name === name);
    if (old) await step(`replacing asset ${name}`, () => octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: old.id }));
    const data = readFileSync(file);
    const res = await step(
      `uploading ${name}`,
      () => octokit.rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: release.id,
        name,
        // Octokit's type says string; the request sends the bytes as given.
        data,
        baseUrl: uploadBase,
        // fetch sets content-length from the bytes itself (and refuses one set by hand).
        headers: { "content-type": "application/json" }
      })
    );
    uploaded.push({ name, url: res.data.browser_download_url });
  }
  return uploaded;
}
function releaseOfEvent(eventName, payload, ref) {
  const release = payload?.release;
  if (eventName === "release" && typeof release?.id === "number") return { releaseId: release.id };
  if (ref?.startsWith("refs/tags/")) return { tag: ref.slice("refs/tags/".length) };
  return {};
}
var MAX_RELEASE_PAGES = 10;
async function findPreviousBundleAsset(target, assetName) {
  const { octokit, step } = clientOf(target);
  const { owner, repo } = target;
  const all = [];
  await step("listing releases", async () => {
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listReleases, { owner, repo, per_page: 100 })) {
      all.push(...page.data);
      if (++pages >= MAX_RELEASE_PAGES) break;
    }
  });
  const self = all.find((r) => r.id === target.releaseId || target.tag !== void 0 && r.tag_name === target.tag);
  const cutoff = self?.published_at ? Date.parse(self.published_at) : Infinity;
  const earlier = all.filter((r) => !r.draft && r.published_at && r !== self && r.tag_name !== target.tag && Date.parse(r.published_at) < cutoff).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
  for (const r of earlier) {
    const asset = r.assets.find((a) => a.name === assetName);
    if (!asset) continue;
    const { readPathOrURL: readPathOrURL2 } = await import("./chunks/read-path-or-url-JMAIYADU.js");
    const got = await readPathOrURL2(asset.url, {
      headers: { accept: "application/octet-stream", authorization: `token ${target.token}`, "user-agent": "toolseal" }
    });
    return { text: got.text, source: `${assetName} of release ${r.tag_name}`, tag: r.tag_name };
  }
  return void 0;
}

// src/action/publish.ts
function input(name) {
  return getInput(name) || void 0;
}
function eventPayload() {
  if (!process.env.GITHUB_EVENT_PATH) return {};
  try {
    return parseJsonStrict(readFileSync2(process.env.GITHUB_EVENT_PATH, "utf8"), "GITHUB_EVENT_PATH");
  } catch {
    return {};
  }
}
function repositoryOfEnv() {
  const [owner, repo, more] = (process.env.GITHUB_REPOSITORY ?? "").split("/");
  return owner && repo && more === void 0 ? { owner, repo } : void 0;
}
async function previousFromInputs(serverName, payload) {
  const ref = getInput("previous-bundle");
  const identity = input("certificate-identity");
  const regexp = input("certificate-identity-regexp");
  if (ref === "none") return { note: "previous-bundle: none, so this starts a revision chain at 1" };
  if (!ref) {
    if (identity || regexp) {
      warning(
        "toolseal: no previous-bundle, so this is revision 1; if this server has signed releases before, the revision chain restarts here"
      );
    }
    return {};
  }
  const verifyWith = async (policy2) => {
    const { loadTrustedRoot } = await import("./chunks/trusted-root-BZQG6EGY.js");
    return {
      policy: policy2,
      trustedRoot: await loadTrustedRoot({
        file: input("trusted-root"),
        followRotations: { notice: (line) => notice(`toolseal: ${line}`) },
        names: { file: "trusted-root" }
      })
    };
  };
  const { identityPolicyOf } = await import("./chunks/verify-options-NXC7J44I.js");
  const thisRun = repositoryOfEnv();
  const identityPolicy = () => {
    const policy2 = identityPolicyOf(identity, regexp, input("certificate-oidc-issuer"));
    return thisRun ? { ...policy2, caller: { kind: "repository", repository: `${thisRun.owner}/${thisRun.repo}` } } : policy2;
  };
  if (ref !== "auto") {
    const previous = await readPathOrURL(ref, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd() });
    if (identity || regexp) previous.verify = await verifyWith(identityPolicy());
    return { previous };
  }
  const token = getInput("github-token");
  const repository = repositoryOfEnv();
  if (!token || !repository) {
    warning(
      "toolseal: previous-bundle: auto needs github-token and GITHUB_REPOSITORY to look at earlier releases; this is revision 1"
    );
    return {};
  }
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  const assetName = `${artifactBaseName(serverName)}.sigstore.json`;
  const found = await findPreviousBundleAsset({ token, ...repository, apiUrl: process.env.GITHUB_API_URL, ...at }, assetName);
  if (!found) return { note: `no earlier release carries ${assetName}: this is revision 1` };
  const policy = identity || regexp ? identityPolicy() : githubIdentityPolicy({ repo: `${repository.owner}/${repository.repo}`, issuer: input("certificate-oidc-issuer") });
  return { previous: { text: found.text, source: found.source, verify: await verifyWith(policy) } };
}
async function signingEndpointsFromInputs(payload) {
  const choice = sigstoreChoiceOf(input("sigstore"));
  const explicit = { fulcioURL: input("fulcio-url"), rekorURL: input("rekor-url"), tsaURL: input("tsa-url") };
  let visibility;
  if (choice === "auto" && explicit.fulcioURL === void 0 && explicit.rekorURL === void 0) {
    const repo = payload?.repository;
    if (typeof repo?.visibility === "string") visibility = repo.visibility;
    else if (typeof repo?.private === "boolean") visibility = repo.private ? "private" : "public";
    else visibility = await visibilityFromApi();
  }
  return publisherEndpointsOf(choice, visibility, explicit);
}
async function visibilityFromApi() {
  const token = getInput("github-token");
  const repository = repositoryOfEnv();
  if (!token || !repository) return void 0;
  try {
    const github = await import("./chunks/github-BGHNQZCG.js");
    const octokit = github.getOctokit(token, process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {});
    const { data } = await octokit.rest.repos.get(repository);
    return typeof data.visibility === "string" ? data.visibility : data.private ? "private" : "public";
  } catch {
    return void 0;
  }
}
async function storeInAttestations(result) {
  const token = getInput("github-token");
  const repository = repositoryOfEnv();
  if (!token || !repository) {
    notice("toolseal: attest needs github-token and GITHUB_REPOSITORY; the bundle was not stored in the attestations");
    return void 0;
  }
  const stored = await storeAttestation(
    { token, ...repository, apiUrl: process.env.GITHUB_API_URL, serverUrl: process.env.GITHUB_SERVER_URL },
    result.sign.bundle
  );
  if (!stored.stored) {
    notice(
      `toolseal: the bundle was not stored in the attestations of ${repository.owner}/${repository.repo} (HTTP ${stored.status}): the job needs permissions: attestations: write; ${booleanInput("upload-to-release", false) ? "the bundle file and the release assets are" : "the bundle file is"} unaffected`
    );
    return stored;
  }
  setOutput("attestation-id", stored.id);
  setOutput("attestation-url", stored.url);
  return stored;
}
function summaryOf(r, previousVerified, assets, instance, stored, previousSource) {
  const code = (s) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, " ")}\``;
  const log = r.logIndex === void 0 ? "(none)" : r.logEntryURL ? `[${mdText(r.logIndex)}](${encodeURI(r.logEntryURL)})` : mdText(r.logIndex);
  const rows = [
    ["server", code(r.serverName)],
    ["version", code(r.serverVersion)],
    [
      "revision",
      `${r.revision}${r.previousManifestDigest ? ` (previous ${code(r.previousManifestDigest)}${previousSource ? ` from ${code(previousSource)}` : ""}, ${previousVerified ? "its bundle verified" : "read as written: no certificate-identity to verify it"})` : ""}`
    ],
    ["tools", String(r.toolCount)],
    ["manifest digest", code(r.manifestDigest)],
    [
      "Sigstore",
      instance === "github" ? "GitHub's instance (no public transparency log)" : instance === "public-good" ? "public-good" : r.logIndex === void 0 ? "the given Fulcio, no transparency log" : "the given Fulcio and Rekor"
    ],
    ["Rekor log index", log],
    [
      "attestation",
      stored === void 0 ? "(not stored)" : stored.stored ? `[${mdText(stored.id)}](${encodeURI(stored.url)})` : `(not stored: HTTP ${stored.status})`
    ]
  ];
  let md = `### toolseal: signed the tool surface of ${code(r.serverName)}

| | |
|---|---|
`;
  for (const [k, v] of rows) md += `| ${k} | ${v} |
`;
  if (assets.length) md += `
Attached to the release: ${assets.map((a) => code(a)).join(", ")}
`;
  return md;
}
function releaseTargetFromEnv(payload) {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo) throw new ToolsealError("USAGE", "upload-to-release needs GITHUB_REPOSITORY");
  const token = getInput("github-token");
  if (!token) throw new ToolsealError("USAGE", "upload-to-release needs a github-token");
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  if (at.releaseId === void 0 && at.tag === void 0) {
    throw new ToolsealError(
      "USAGE",
      `upload-to-release needs a release: run on a release event or a tag push (this is ${JSON.stringify(process.env.GITHUB_EVENT_NAME ?? "no event")} on ${JSON.stringify(process.env.GITHUB_REF ?? "no ref")})`
    );
  }
  return { token, owner, repo, apiUrl: process.env.GITHUB_API_URL, ...at };
}
function setStatementOutputs(r) {
  setOutput("manifest-digest", r.manifestDigest);
  setOutput("revision", String(r.revision));
  setOutput("tool-count", String(r.toolCount));
  setOutput("statement-path", r.statementPath);
  setOutput("manifest-path", r.manifestPath);
}
function summaryOfDryRun(r) {
  const code = (s) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, " ")}\``;
  return `### toolseal: dry run, not signed: the tool surface of ${code(r.serverName)}

dry-run: true wrote the statement and manifest that would be signed; no OIDC token was asked for, nothing was signed, stored in the attestations or attached to a release.

| | |
|---|---|
| version | ${code(r.serverVersion)} |
| revision | ${r.revision} |
| tools | ${r.toolCount} |
| manifest digest | ${code(r.manifestDigest)} |
`;
}
async function main() {
  try {
    const serverName = input("server-name");
    if (!serverName) throw new ToolsealError("USAGE", "server-name is required (the subject name, e.g. io.github.<owner>/<name>)");
    const jobOwner = process.env.GITHUB_REPOSITORY_OWNER;
    if (jobOwner) {
      checkNamespace(serverName, {
        san: void 0,
        extensions: { [FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]: `https://github.com/${jobOwner}` }
      });
    }
    const spec = serverSpecFromInputs();
    if (spec.kind === "config" && spec.all) throw new ToolsealError("USAGE", "the publisher signs one server: set server with config");
    const limits = limitsFromInputs();
    const payload = eventPayload();
    const dryRun = booleanInput("dry-run", false);
    const release = !dryRun && booleanInput("upload-to-release", false) ? releaseTargetFromEnv(payload) : void 0;
    const attest = !dryRun && booleanInput("attest", true);
    const signing = dryRun ? void 0 : await signingEndpointsFromInputs(payload);
    const found = release ? await findRelease(release) : void 0;
    const { previous, note } = await previousFromInputs(serverName, payload);
    if (note) notice(`toolseal: ${note}`);
    const artifactLines = getMultilineInput("artifact").filter((l) => l.trim() !== "");
    const artifacts = artifactLines.length === 0 ? void 0 : await resolveArtifacts(artifactLines, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(), npmRegistry: input("npm-registry") });
    const statementInputs = {
      serverName,
      serverVersion: input("server-version"),
      previous,
      artifacts,
      outputDir: input("output-dir") ?? "toolseal"
    };
    if (!signing) {
      const dry = await runPublishDry(statementInputs, { snapshot: () => takeSnapshot(spec, limits) });
      setStatementOutputs(dry);
      await summary.addRaw(summaryOfDryRun(dry), true).write();
      info(
        `toolseal: dry run: the statement of ${JSON.stringify(dry.serverName)} ${JSON.stringify(dry.serverVersion)} revision ${dry.revision} (${countText(dry.toolCount, "tool")}, ${dry.manifestDigest}) is written and not signed`
      );
      return 0;
    }
    const result = await runPublish(
      { ...statementInputs, signingEndpoints: signing.endpoints },
      {
        snapshot: () => takeSnapshot(spec, limits),
        identityToken: async () => {
          const token = await resolveIdentityToken({ env: process.env });
          setSecret(token);
          return token;
        }
      }
    );
    setStatementOutputs(result);
    setOutput("bundle-path", result.bundlePath);
    if (result.logIndex !== void 0) setOutput("log-index", result.logIndex);
    if (result.logEntryURL !== void 0) setOutput("log-entry-url", result.logEntryURL);
    const assets = [];
    let bundleURL;
    if (release) {
      const uploaded = await uploadReleaseAssets(release, [result.bundlePath, result.manifestPath, result.statementPath], found);
      assets.push(...uploaded.map((a) => a.name));
      bundleURL = uploaded.find((a) => a.name === basename2(result.bundlePath))?.url;
    }
    const fragmentPath = join(dirname(result.bundlePath), `${basename2(result.bundlePath, ".sigstore.json")}.registry-fragment.json`);
    writeFileAtomic(
      fragmentPath,
      registryFragmentText({
        manifestDigest: result.manifestDigest,
        revision: result.revision,
        bundle: bundleURL ?? result.manifestDigest,
        ...result.interop ? { interop: result.interop } : {}
      })
    );
    setOutput("registry-fragment-path", fragmentPath);
    const stored = attest ? await storeInAttestations(result) : void 0;
    await summary.addRaw(summaryOf(result, previous?.verify ? true : void 0, assets, signing.instance, stored, previous?.source), true).write();
    info(
      `toolseal: signed ${JSON.stringify(result.serverName)} ${JSON.stringify(result.serverVersion)} revision ${result.revision} (${countText(result.toolCount, "tool")}, ${result.manifestDigest})` + (result.logIndex === void 0 ? "" : `; Rekor log index ${result.logIndex}`)
    );
    return 0;
  } catch (e) {
    const err = isToolsealError(e) ? e : new ToolsealError("SIGNING_FAILED", `unexpected failure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    setFailed(`${err.code}: ${err.message}`);
    if (process.env.GITHUB_STEP_SUMMARY) {
      try {
        await summary.addRaw(`### toolseal: \u26D4 not signed

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
