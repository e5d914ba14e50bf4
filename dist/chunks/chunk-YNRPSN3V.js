#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/github/oidc.ts
var SIGSTORE_AUDIENCE = "sigstore";
async function resolveIdentityToken(source) {
  const explicit = source.token ?? source.env.SIGSTORE_ID_TOKEN;
  if (explicit !== void 0 && explicit !== "") return assertJwt(explicit);
  if (source.env.ACTIONS_ID_TOKEN_REQUEST_URL && source.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) {
    return getActionsIdToken(source.env, SIGSTORE_AUDIENCE);
  }
  if (source.env.GITHUB_ACTIONS === "true") {
    throw new ToolsealError(
      "IDENTITY_TOKEN_MISSING",
      "no OIDC token in this GitHub Actions job: the workflow lacks `permissions: id-token: write` (ACTIONS_ID_TOKEN_REQUEST_URL is not set)"
    );
  }
  throw new ToolsealError(
    "IDENTITY_TOKEN_MISSING",
    `no signing identity: ${source.tokenOption ? `pass ${source.tokenOption}, ` : ""}set SIGSTORE_ID_TOKEN, or run in GitHub Actions with \`permissions: id-token: write\``
  );
}
async function getActionsIdToken(env, audience = SIGSTORE_AUDIENCE, timeoutMs = 3e4) {
  const base = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!base || !bearer) {
    throw new ToolsealError(
      "IDENTITY_TOKEN_MISSING",
      "no OIDC token in this GitHub Actions job: the workflow lacks `permissions: id-token: write`"
    );
  }
  let url;
  try {
    url = new URL(base);
  } catch (e) {
    throw new ToolsealError("IDENTITY_TOKEN_MISSING", "ACTIONS_ID_TOKEN_REQUEST_URL is not a URL", { cause: e });
  }
  url.searchParams.set("audience", audience);
  let response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json", Authorization: `Bearer ${bearer}` },
      signal: AbortSignal.timeout(timeoutMs)
    });
  } catch (e) {
    throw new ToolsealError(
      "IDENTITY_TOKEN_MISSING",
      `the Actions OIDC endpoint (${url.host}) could not be reached: ${e.name}`,
      { cause: e }
    );
  }
  if (!response.ok) {
    throw new ToolsealError(
      "IDENTITY_TOKEN_MISSING",
      `the Actions OIDC endpoint (${url.host}) refused the token request (HTTP ${response.status})`
    );
  }
  let value;
  try {
    value = parseJsonStrict(await response.text(), "the Actions OIDC answer")?.value;
  } catch (e) {
    throw new ToolsealError("IDENTITY_TOKEN_MISSING", `the Actions OIDC endpoint (${url.host}) did not answer with JSON`, { cause: e });
  }
  if (typeof value !== "string" || value === "") {
    throw new ToolsealError("IDENTITY_TOKEN_MISSING", `the Actions OIDC endpoint (${url.host}) answered without a token`);
  }
  return assertJwt(value);
}
function assertJwt(token) {
  const t = token.trim();
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(t)) {
    throw new ToolsealError("INVALID_INPUT", "the identity token is not a JWT (three base64url parts separated by dots)");
  }
  return t;
}

export {
  resolveIdentityToken,
  getActionsIdToken
};
