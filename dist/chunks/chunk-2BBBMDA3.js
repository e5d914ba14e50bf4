#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

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
function guardedLookup(limit, where, resolve = dnsLookup(), classify = addressClassOf) {
  return ((hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
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
function innermostClassOfHost(hostname, resolve = dnsLookup(), classify = addressClassOf) {
  const host = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (isIP(host)) return Promise.resolve(classify(host));
  return new Promise((resolvePromise, reject) => {
    resolve(host, { all: true }, (err, addresses) => {
      if (err) return reject(err);
      const list = Array.isArray(addresses) ? addresses : [{ address: addresses }];
      if (list.length === 0) return reject(Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" }));
      resolvePromise(innermost(list.map((a) => classify(a.address))));
    });
  });
}

export {
  isMoreInternal,
  addressClassOf,
  tooInternal,
  guardedLookup,
  innermostClassOfHost
};
