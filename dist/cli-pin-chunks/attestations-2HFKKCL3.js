#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  assertGitHubOwner,
  assertGitHubRepository
} from "./chunk-6YP4YPBH.js";
import {
  httpStatusOf,
  isLoopback,
  readPathOrURL
} from "./chunk-AFLHAZ7X.js";
import "./chunk-MKKBKZSN.js";
import "./chunk-B7SMRBTF.js";
import {
  ToolsealError,
  parseJsonStrict
} from "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";

// src/github/attestations.ts
var DEFAULT_GITHUB_API_URL = "https://api.github.com";
var ATTESTATIONS_PER_PAGE = 100;
var MAX_ATTESTATION_PAGES = 10;
var MAX_ATTESTATIONS = 1e3;
var MAX_ATTESTATION_PAGE_BYTES = 64 * 1024 * 1024;
async function listAttestationBundles(options) {
  if (!/^sha256:[0-9a-f]{64}$/.test(options.digest))
    throw new ToolsealError("USAGE", `not a sha256 digest: ${JSON.stringify(options.digest)}`);
  if ("repo" in options.scope) assertGitHubRepository(options.scope.repo);
  else assertGitHubOwner(options.scope.owner);
  const base = new URL((options.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, "") + "/");
  const path = "repo" in options.scope ? `repos/${options.scope.repo.split("/").map(encodeURIComponent).join("/")}/attestations/${options.digest}` : `orgs/${encodeURIComponent(options.scope.owner)}/attestations/${options.digest}`;
  let next = new URL(path, base);
  next.searchParams.set("per_page", String(options.perPage ?? ATTESTATIONS_PER_PAGE));
  const headers = {
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
    "user-agent": "toolseal"
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const maxPages = options.maxPages ?? MAX_ATTESTATION_PAGES;
  const maxAttestations = options.maxAttestations ?? MAX_ATTESTATIONS;
  const bundles = [];
  for (let page = 1; next !== void 0 && page <= maxPages && bundles.length < maxAttestations; page++) {
    let answer;
    try {
      answer = await readPathOrURL(next.href, {
        headers,
        maxBytes: MAX_ATTESTATION_PAGE_BYTES,
        timeoutMs: options.timeoutMs,
        signal: options.signal
      });
    } catch (e) {
      const status = httpStatusOf(e);
      if (status === 404 && page === 1) return [];
      if (status === 401 || status === 403) {
        throw new ToolsealError(
          "GITHUB_API_ERROR",
          `${next.origin}${next.pathname}: HTTP ${status}: ${options.token ? "the token may not read attestations of" : "set GITHUB_TOKEN to read attestations of"} ${"repo" in options.scope ? options.scope.repo : options.scope.owner}`,
          { cause: e }
        );
      }
      throw e;
    }
    const doc = parseJsonStrict(answer.text, answer.source);
    const list = doc?.attestations;
    if (!Array.isArray(list)) throw new ToolsealError("GITHUB_API_ERROR", `${answer.source}: the answer has no attestations list`);
    for (const [i, item] of list.entries()) {
      if (bundles.length >= maxAttestations) break;
      const source = `attestation ${bundles.length + 1} (${answer.source}, page ${page}, #${i + 1})`;
      const bundle = item?.bundle;
      const bundleUrl = item?.bundle_url;
      if (bundle !== void 0 && bundle !== null) bundles.push({ text: JSON.stringify(bundle), source });
      else if (typeof bundleUrl === "string") {
        const url = bundleUrlOf(bundleUrl, base, source);
        const fetched = await readPathOrURL(url.href, {
          timeoutMs: options.timeoutMs,
          signal: options.signal,
          within: answer.addressClass
        });
        bundles.push({ text: fetched.text, source });
      } else bundles.push({ text: "null", source });
    }
    next = nextPage(answer.headers?.get("link") ?? null, base);
  }
  return bundles;
}
function bundleUrlOf(text, api, source) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new ToolsealError("GITHUB_API_ERROR", `${source}: its bundle_url is not an absolute URL; not read`);
  }
  const https = url.protocol === "https:";
  const localHttp = url.protocol === "http:" && isLoopback(url) && isLoopback(api);
  if (!https && !localHttp) {
    throw new ToolsealError(
      "GITHUB_API_ERROR",
      `${source}: its bundle_url is ${url.protocol.slice(0, 20)}//${url.protocol === "http:" ? url.host : "\u2026"}, not https; not fetched`
    );
  }
  if (url.username !== "" || url.password !== "")
    throw new ToolsealError("GITHUB_API_ERROR", `${source}: its bundle_url carries credentials; not fetched`);
  return url;
}
function nextPage(link, base) {
  if (!link) return void 0;
  for (const part of link.split(",")) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!m || !/\brel="?next"?/.test(m[2])) continue;
    let url;
    try {
      url = new URL(m[1], base);
    } catch {
      throw new ToolsealError("GITHUB_API_ERROR", `${base.origin}: an unusable next-page link`);
    }
    if (url.origin !== base.origin)
      throw new ToolsealError("GITHUB_API_ERROR", `${base.origin}: the next page is on another origin (${url.origin}); not followed`);
    return url;
  }
  return void 0;
}
async function storeAttestation(target, bundle) {
  const github = await import("./github-46XV3BTH.js");
  const octokit = github.getOctokit(target.token, target.apiUrl ? { baseUrl: target.apiUrl } : {});
  const { owner, repo } = target;
  let data;
  try {
    data = (await octokit.request("POST /repos/{owner}/{repo}/attestations", { owner, repo, bundle })).data;
  } catch (e) {
    const status = e.status;
    if (status === 403 || status === 404) return { stored: false, status };
    throw new ToolsealError(
      "GITHUB_API_ERROR",
      `storing the attestation (${owner}/${repo}) failed${status ? ` with HTTP ${status}` : ""}: ${e.message}`,
      { cause: e }
    );
  }
  const id = data?.id;
  if (typeof id !== "number" && typeof id !== "string" || String(id) === "") {
    throw new ToolsealError("GITHUB_API_ERROR", `storing the attestation (${owner}/${repo}): the answer has no id`);
  }
  const server = (target.serverUrl || "https://github.com").replace(/\/+$/, "");
  return { stored: true, id: String(id), url: `${server}/${owner}/${repo}/attestations/${encodeURIComponent(String(id))}` };
}
export {
  listAttestationBundles,
  storeAttestation
};
