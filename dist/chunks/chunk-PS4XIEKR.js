#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-QQZW3NA6.js";
import {
  ToolsealError,
  decodeUtf8
} from "./chunk-RV2GY3DS.js";

// src/fs/read-path-or-url.ts
import { resolve } from "node:path";
var MAX_FETCHED_BYTES = 32 * 1024 * 1024;
var MAX_REDIRECTS = 5;
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function readPathOrURL(ref, options = {}) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return { text: readTextFile(resolve(options.cwd ?? ".", ref)), source: ref };
  let url;
  try {
    url = new URL(ref);
  } catch (e) {
    throw new ToolsealError("USAGE", `not a URL: ${JSON.stringify(shownRef(ref))}`, { cause: e });
  }
  const shown = `${url.origin}${url.pathname}`;
  if (!isAllowedScheme(url)) throw new ToolsealError("USAGE", `${shown}: documents are fetched over https only`);
  if (url.username || url.password) throw new ToolsealError("USAGE", `${shown}: a URL with credentials in it is not fetched`);
  const maxBytes = options.maxBytes ?? MAX_FETCHED_BYTES;
  const timeoutMs = options.timeoutMs ?? 6e4;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    let response;
    try {
      response = await fetch(current, { redirect: "manual", signal });
    } catch (e) {
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: ${networkReason(e, timeoutMs)}`, { cause: e });
    }
    if (REDIRECT_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => void 0);
      if (hop >= MAX_REDIRECTS) throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: more than ${MAX_REDIRECTS} redirects`);
      const location = response.headers.get("location");
      if (location === null) throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${response.status} without a Location`);
      let next;
      try {
        next = new URL(location, current);
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${response.status} with an unusable Location`, { cause: e });
      }
      if (!redirectAllowed(url, next)) {
        throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: redirected to ${next.protocol}//${next.host}, which is not https${isLoopback(next) ? " or is this machine" : ""}`);
      }
      current = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => void 0);
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${response.status}`);
    }
    const length = Number(response.headers.get("content-length") ?? "0");
    if (length > maxBytes) {
      await response.body?.cancel().catch(() => void 0);
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
    }
    return { text: decodeUtf8(await readBounded(response, maxBytes, shown, timeoutMs), shown), source: shown };
  }
}
async function readBounded(response, maxBytes, shown, timeoutMs) {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks = [];
  let total = 0;
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => void 0);
        throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: ${networkReason(e, timeoutMs)}`, { cause: e });
  }
  return Buffer.concat(chunks);
}
function networkReason(e, timeoutMs) {
  const err = e;
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `no answer within ${Math.round(timeoutMs / 1e3)} s`;
  if (typeof err?.cause?.code === "string") return err.cause.code;
  return "the connection failed";
}
function shownRef(ref) {
  return ref.replace(/\/\/[^/@]*@/, "//").replace(/[?#].*$/, "").slice(0, 200);
}
function isAllowedScheme(url) {
  return url.protocol === "https:" || url.protocol === "http:" && isLoopback(url);
}
function isLoopback(url) {
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}
function redirectAllowed(first, next) {
  if (!isAllowedScheme(next)) return false;
  return !isLoopback(next) || isLoopback(first);
}

export {
  readPathOrURL
};
