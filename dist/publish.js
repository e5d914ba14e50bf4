#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  runPublish
} from "./chunks/chunk-CHPIZLW4.js";
import {
  resolveIdentityToken
} from "./chunks/chunk-CNJT5SDO.js";
import "./chunks/chunk-GBKE3Z27.js";
import "./chunks/chunk-5SBTJKVT.js";
import {
  readPathOrURL
} from "./chunks/chunk-PS4XIEKR.js";
import {
  FULCIO_OID,
  checkNamespace
} from "./chunks/chunk-2Y3HKULV.js";
import "./chunks/chunk-7UGBCZJM.js";
import "./chunks/chunk-O3TYKOTK.js";
import {
  booleanInput
} from "./chunks/chunk-WROIV3J7.js";
import {
  getOctokit
} from "./chunks/chunk-OU6SKN5M.js";
import {
  getInput,
  info,
  serverSpecFromInputs,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-C5TADEHV.js";
import "./chunks/chunk-GAKQVYPP.js";
import "./chunks/chunk-Z7UP6MI3.js";
import {
  DEFAULT_LIMITS,
  takeSnapshot
} from "./chunks/chunk-3GXRCH7N.js";
import {
  mdText
} from "./chunks/chunk-OFQP72NY.js";
import "./chunks/chunk-HIWTBTEM.js";
import "./chunks/chunk-IJ3MTGEZ.js";
import "./chunks/chunk-7KBQDUXF.js";
import "./chunks/chunk-GWAKX252.js";
import "./chunks/chunk-QQZW3NA6.js";
import {
  ToolsealError,
  isToolsealError,
  parseJsonStrict
} from "./chunks/chunk-RV2GY3DS.js";
import "./chunks/chunk-R2T6IZ3G.js";

// src/action/publish.ts
import { readFileSync as readFileSync2 } from "node:fs";

// src/github/release.ts
import { readFileSync } from "node:fs";
import { basename } from "node:path";
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

// src/action/publish.ts
function input(name) {
  return getInput(name) || void 0;
}
async function previousFromInputs() {
  const ref = input("previous-bundle");
  const identity = input("certificate-identity");
  const regexp = input("certificate-identity-regexp");
  if (!ref) {
    if (identity || regexp) {
      warning("toolseal: no previous-bundle, so this is revision 1; if this server has signed releases before, the revision chain restarts here");
    }
    return void 0;
  }
  const previous = await readPathOrURL(ref, { cwd: process.env.GITHUB_WORKSPACE ?? process.cwd() });
  if (identity || regexp) {
    const { identityPolicyOf } = await import("./chunks/verify-HDGEJ4BP.js");
    const { loadTrustedRoot } = await import("./chunks/trusted-root-7HYUP2AO.js");
    previous.verify = {
      policy: identityPolicyOf(identity, regexp, input("certificate-oidc-issuer")),
      trustedRoot: await loadTrustedRoot({ file: input("trusted-root") })
    };
  }
  return previous;
}
function summaryOf(r, previousVerified, assets) {
  const code = (s) => `\`${s.replace(/[`|\r\n\u2028\u2029]/g, " ")}\``;
  const log = r.logIndex === void 0 ? "(none)" : r.logEntryURL ? `[${mdText(r.logIndex)}](${encodeURI(r.logEntryURL)})` : mdText(r.logIndex);
  const rows = [
    ["server", code(r.serverName)],
    ["version", code(r.serverVersion)],
    [
      "revision",
      `${r.revision}${r.previousManifestDigest ? ` (previous ${code(r.previousManifestDigest)}, ${previousVerified ? "its bundle verified" : "read as written: no certificate-identity to verify it"})` : ""}`
    ],
    ["tools", String(r.toolCount)],
    ["manifest digest", code(r.manifestDigest)],
    ["Rekor log index", log]
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
function releaseTargetFromEnv() {
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo) throw new ToolsealError("USAGE", "upload-to-release needs GITHUB_REPOSITORY");
  const token = getInput("github-token");
  if (!token) throw new ToolsealError("USAGE", "upload-to-release needs a github-token");
  let payload = {};
  if (process.env.GITHUB_EVENT_PATH) {
    try {
      payload = parseJsonStrict(readFileSync2(process.env.GITHUB_EVENT_PATH, "utf8"), "GITHUB_EVENT_PATH");
    } catch {
      payload = {};
    }
  }
  const at = releaseOfEvent(process.env.GITHUB_EVENT_NAME, payload, process.env.GITHUB_REF);
  if (at.releaseId === void 0 && at.tag === void 0) {
    throw new ToolsealError(
      "USAGE",
      `upload-to-release needs a release: run on a release event or a tag push (this is ${JSON.stringify(process.env.GITHUB_EVENT_NAME ?? "no event")} on ${JSON.stringify(process.env.GITHUB_REF ?? "no ref")})`
    );
  }
  return { token, owner, repo, apiUrl: process.env.GITHUB_API_URL, ...at };
}
async function main() {
  try {
    const serverName = input("server-name");
    if (!serverName) throw new ToolsealError("USAGE", "server-name is required (the subject name, e.g. io.github.<owner>/<name>)");
    const jobOwner = process.env.GITHUB_REPOSITORY_OWNER;
    if (jobOwner) {
      checkNamespace(serverName, { san: void 0, extensions: { [FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]: `https://github.com/${jobOwner}` } });
    }
    const spec = serverSpecFromInputs();
    if (spec.kind === "config" && spec.all) throw new ToolsealError("USAGE", "the publisher signs one server: set server with config");
    const timeout = input("timeout");
    const seconds = timeout ? Number(timeout) : DEFAULT_LIMITS.timeoutMs / 1e3;
    if (!Number.isFinite(seconds) || seconds <= 0) throw new ToolsealError("USAGE", `timeout must be a positive number of seconds, not ${JSON.stringify(timeout)}`);
    const release = booleanInput("upload-to-release", false) ? releaseTargetFromEnv() : void 0;
    const found = release ? await findRelease(release) : void 0;
    const previous = await previousFromInputs();
    const result = await runPublish(
      {
        serverName,
        serverVersion: input("server-version"),
        previous,
        outputDir: input("output-dir") ?? "toolseal",
        endpoints: { fulcioURL: input("fulcio-url"), rekorURL: input("rekor-url"), tsaURL: input("tsa-url") }
      },
      {
        snapshot: () => takeSnapshot(spec, { ...DEFAULT_LIMITS, timeoutMs: Math.round(seconds * 1e3) }),
        identityToken: async () => {
          const token = await resolveIdentityToken({ env: process.env });
          setSecret(token);
          return token;
        }
      }
    );
    setOutput("manifest-digest", result.manifestDigest);
    setOutput("revision", String(result.revision));
    setOutput("tool-count", String(result.toolCount));
    setOutput("bundle-path", result.bundlePath);
    setOutput("statement-path", result.statementPath);
    setOutput("manifest-path", result.manifestPath);
    if (result.logIndex !== void 0) setOutput("log-index", result.logIndex);
    if (result.logEntryURL !== void 0) setOutput("log-entry-url", result.logEntryURL);
    const assets = [];
    if (release) {
      const uploaded = await uploadReleaseAssets(release, [result.bundlePath, result.manifestPath, result.statementPath], found);
      assets.push(...uploaded.map((a) => a.name));
    }
    await summary.addRaw(summaryOf(result, previous?.verify ? true : void 0, assets), true).write();
    info(
      `toolseal: signed ${JSON.stringify(result.serverName)} ${JSON.stringify(result.serverVersion)} revision ${result.revision} (${result.toolCount} tools, ${result.manifestDigest})` + (result.logIndex === void 0 ? "" : `; Rekor log index ${result.logIndex}`)
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
process.exitCode = await main();
