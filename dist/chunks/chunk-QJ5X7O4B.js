#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  addressClassOf,
  guardedLookup,
  isMoreInternal,
  tooInternal
} from "./chunk-2BBBMDA3.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import {
  decodeUtf8
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

// src/fs/read-path-or-url.ts
const { isIP } = process.getBuiltinModule("node:net");
const { resolve } = process.getBuiltinModule("node:path");
var MAX_FETCHED_BYTES = 32 * 1024 * 1024;
var MAX_REDIRECTS = 5;
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function readPathOrURL(ref, options = {}) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
    if (options.signal?.aborted) throw new ToolsealError("IO_ERROR", `cannot read ${ref}: the command's --timeout passed`);
    return { text: readTextFile(resolve(options.cwd ?? ".", ref)), source: ref };
  }
  const got = await readURLBytes(ref, options);
  return { text: decodeUtf8(got.bytes, got.source), source: got.source, headers: got.headers, addressClass: got.addressClass };
}
async function readURLBytes(ref, options = {}) {
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
  const timeoutMs = options.timeoutMs ?? (options.signal ? void 0 : 6e4);
  const classify = options.classifyAddress ?? addressClassOf;
  const signal = timeoutMs === void 0 ? options.signal : options.signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.signal]) : AbortSignal.timeout(timeoutMs);
  const reason = (e) => options.signal?.aborted ? "the command's --timeout passed" : networkReason(e, timeoutMs ?? 0);
  let current = url;
  let began = options.within;
  const first = hostIP(url);
  if (began !== void 0 && first !== void 0 && isMoreInternal(classify(first), began))
    throw tooInternal(shown, classify(first), began);
  for (let hop = 0; ; hop++) {
    let response;
    try {
      const headers = current.origin === url.origin ? options.headers : void 0;
      response = await get(current, signal, guardedLookup(began, shown, options.lookup, classify), headers);
    } catch (e) {
      if (e instanceof ToolsealError) throw e;
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: ${reason(e)}`, { cause: e });
    }
    const status = response.statusCode ?? 0;
    if (hop === 0) {
      const remote = response.socket?.remoteAddress;
      began = remote === void 0 ? began ?? "public" : classify(remote);
    }
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: more than ${MAX_REDIRECTS} redirects`);
      const location = response.headers.location;
      if (location === void 0) throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${status} without a Location`);
      let next;
      try {
        next = new URL(location, current);
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${status} with an unusable Location`, { cause: e });
      }
      if (options.sameOriginRedirects && next.origin !== url.origin) {
        throw new ToolsealError(
          "IO_ERROR",
          `cannot fetch ${shown}: redirected to another host (${next.protocol}//${next.host}), which is not followed`
        );
      }
      if (!redirectAllowed(url, next)) {
        throw new ToolsealError(
          "IO_ERROR",
          `cannot fetch ${shown}: redirected to ${next.protocol}//${next.host}, which is not https${isLoopback(next) ? " or is this machine" : ""}`
        );
      }
      const literal = hostIP(next);
      if (literal !== void 0 && isMoreInternal(classify(literal), began ?? "public"))
        throw tooInternal(shown, classify(literal), began ?? "public");
      current = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: HTTP ${status}`, { cause: new HttpStatusError(status) });
    }
    const length = Number(response.headers["content-length"] ?? "0");
    if (length > maxBytes) {
      response.destroy();
      throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
    }
    return {
      bytes: await readBounded(response, maxBytes, shown, reason),
      source: shown,
      headers: headersOf(response),
      addressClass: began
    };
  }
}
function get(url, signal, lookup, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    const send = url.protocol === "https:" ? process.getBuiltinModule("node:https").get : process.getBuiltinModule("node:http").get;
    const request = send(
      url,
      { agent: false, lookup, signal, headers: { "user-agent": `toolseal/${VERSION}`, ...headers } },
      resolvePromise
    );
    request.on("error", reject);
  });
}
function hostIP(url) {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : void 0;
}
function headersOf(response) {
  const out = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === void 0) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return out;
}
var HttpStatusError = class extends Error {
  constructor(status) {
    super(`HTTP ${status}`);
    this.status = status;
    this.name = "HttpStatusError";
  }
  status;
};
function httpStatusOf(e) {
  const cause = e?.cause;
  return cause instanceof HttpStatusError ? cause.status : void 0;
}
async function readBounded(response, maxBytes, shown, reason) {
  const chunks = [];
  let total = 0;
  try {
    for await (const chunk of response) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        response.destroy();
        throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError("IO_ERROR", `cannot fetch ${shown}: ${reason(e)}`, { cause: e });
  }
  return Buffer.concat(chunks);
}
function networkReason(e, timeoutMs) {
  const err = e;
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `no answer within ${Math.round(timeoutMs / 1e3)} s`;
  if (typeof err?.code === "string" && /^E[A-Z_]+$/.test(err.code)) return osErrorText(err);
  if (typeof err?.cause?.code === "string") return osErrorText(err.cause);
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
  MAX_REDIRECTS,
  readPathOrURL,
  readURLBytes,
  httpStatusOf,
  isLoopback,
  redirectAllowed
};
