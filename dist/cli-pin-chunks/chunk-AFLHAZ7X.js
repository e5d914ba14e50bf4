#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  readTextFile
} from "./chunk-MKKBKZSN.js";
import {
  VERSION
} from "./chunk-B7SMRBTF.js";
import {
  ToolsealError,
  decodeUtf8,
  osErrorText
} from "./chunk-NFH5SJ4A.js";

// src/fs/read-path-or-url.ts
const { isIP: isIP2 } = process.getBuiltinModule("node:net");
const { resolve } = process.getBuiltinModule("node:path");

// src/fs/address-class.ts
const { BlockList, isIP, isIPv4 } = process.getBuiltinModule("node:net");
var RANK = { public: 0, private: 1, "link-local": 2, loopback: 3, unspecified: 3 };
function isMoreInternal(to, from) {
  return RANK[to] > RANK[from];
}
function listOf(entries) {
  const b = new BlockList();
  for (const [net, prefix, type] of entries) b.addSubnet(net, prefix, type);
  return b;
}
var UNSPECIFIED = listOf([
  ["0.0.0.0", 8, "ipv4"],
  ["::", 128, "ipv6"]
]);
var LOOPBACK = listOf([
  ["127.0.0.0", 8, "ipv4"],
  ["::1", 128, "ipv6"]
]);
var LINK_LOCAL = listOf([
  ["169.254.0.0", 16, "ipv4"],
  ["fe80::", 10, "ipv6"]
]);
var PRIVATE = listOf([
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["224.0.0.0", 3, "ipv4"],
  ["fc00::", 7, "ipv6"],
  ["ff00::", 8, "ipv6"]
]);
function hextets(ip) {
  if (isIP(ip) !== 6) return void 0;
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const h = head === "" ? [] : head.split(":");
  const t = tail === void 0 || tail === "" ? [] : tail.split(":");
  const zeros = tail === void 0 ? 0 : 8 - h.length - t.length;
  return [...h, ...Array(zeros).fill("0"), ...t].map((x) => parseInt(x, 16));
}
function embeddedIPv4(ip) {
  const h = hextets(ip);
  if (!h) return void 0;
  const first5Zero = h.slice(0, 5).every((x) => x === 0);
  const mapped = first5Zero && h[5] === 65535;
  const compatible = first5Zero && h[5] === 0 && (h[6] !== 0 || h[7] > 1);
  const nat64 = h[0] === 100 && h[1] === 65435 && h.slice(2, 6).every((x) => x === 0);
  if (!mapped && !compatible && !nat64) return void 0;
  return [h[6] >> 8, h[6] & 255, h[7] >> 8, h[7] & 255].join(".");
}
function addressClassOf(address) {
  let ip = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  ip = embeddedIPv4(ip) ?? ip;
  const type = isIPv4(ip) ? "ipv4" : isIP(ip) === 6 ? "ipv6" : void 0;
  if (!type) throw new ToolsealError("INVALID_INPUT", `not an IP address: ${JSON.stringify(address.slice(0, 60))}`);
  if (UNSPECIFIED.check(ip, type)) return "unspecified";
  if (LOOPBACK.check(ip, type)) return "loopback";
  if (LINK_LOCAL.check(ip, type)) return "link-local";
  if (PRIVATE.check(ip, type)) return "private";
  return "public";
}
function innermost(classes) {
  return classes.reduce((a, c) => isMoreInternal(c, a) ? c : a, "public");
}
function tooInternal(where, to, from) {
  return new ToolsealError(
    "IO_ERROR",
    `cannot fetch ${where}: redirected to a ${to} address, further inside than where the fetch began (${from})`
  );
}
function dnsLookup() {
  return process.getBuiltinModule("node:dns").lookup;
}
function guardedLookup(limit, where, resolve2 = dnsLookup(), classify = addressClassOf) {
  return ((hostname, options, callback) => {
    resolve2(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, options.all ? [] : "", void 0);
      const list = Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }];
      if (limit !== void 0) {
        const inner = innermost(list.map((a) => classify(a.address)));
        if (isMoreInternal(inner, limit))
          return callback(tooInternal(where, inner, limit), options.all ? [] : "", void 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", void 0);
      callback(null, first.address, first.family);
    });
  });
}
function innermostClassOfHost(hostname, resolve2 = dnsLookup(), classify = addressClassOf) {
  const host = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (isIP(host)) return Promise.resolve(classify(host));
  return new Promise((resolvePromise, reject) => {
    resolve2(host, { all: true }, (err, addresses) => {
      if (err) return reject(err);
      const list = Array.isArray(addresses) ? addresses : [{ address: addresses }];
      if (list.length === 0) return reject(Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" }));
      resolvePromise(innermost(list.map((a) => classify(a.address))));
    });
  });
}

// src/fs/read-path-or-url.ts
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
  return isIP2(host) ? host : void 0;
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
  isMoreInternal,
  innermostClassOfHost,
  MAX_REDIRECTS,
  readPathOrURL,
  readURLBytes,
  httpStatusOf,
  isLoopback,
  redirectAllowed
};
