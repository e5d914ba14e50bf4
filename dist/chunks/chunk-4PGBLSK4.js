#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HINT_NAMES,
  SURFACE_FIELDS
} from "./chunk-L6GXPO4E.js";
import {
  ToolsealError
} from "./chunk-UH4K5E7H.js";

// src/core/client-capabilities.ts
var CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
var NAMES = new Set(CLIENT_CAPABILITY_NAMES);
function parseClientCapabilities(text, what = "--client-capabilities") {
  const names = text.split(",").map((n) => n.trim());
  for (const n of names) {
    if (!NAMES.has(n))
      throw new ToolsealError(
        "USAGE",
        `${what} takes names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, comma-separated; not ${JSON.stringify(n.slice(0, 40))}`
      );
  }
  return [...new Set(names)].sort();
}
function capabilitiesObject(names) {
  return Object.fromEntries((names ?? []).map((n) => [n, {}]));
}
function isClientCapabilityList(v) {
  return Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === "string" && NAMES.has(n) && (i === 0 || v[i - 1] < n));
}
function profileText(names) {
  return names === void 0 || names.length === 0 ? "none" : names.join(",");
}
function sameProfile(a, b) {
  return profileText(a) === profileText(b);
}
function profileOfCapabilities(capabilities) {
  if (typeof capabilities !== "object" || capabilities === null || Array.isArray(capabilities)) return [];
  const c = capabilities;
  return CLIENT_CAPABILITY_NAMES.filter((n) => Object.hasOwn(c, n) && typeof c[n] === "object" && c[n] !== null && !Array.isArray(c[n]));
}

// src/core/tool-pin-text.ts
var PIN = (() => {
  const b = (text) => Buffer.from(text, "latin1");
  const field = (f) => `            "${f}": "sha256:`;
  const tail = (k, fields) => b(
    `${fields}
          "hints": {
${HINT_NAMES.map((h, i) => `            "${h}": ${(k & 1 << i) !== 0}`).join(",\n")}
          }
        }`
  );
  return {
    indent: b("        "),
    digest: b(': {\n          "digest": "sha256:'),
    fields: b('",\n          "fields": {'),
    firstField: SURFACE_FIELDS.map((f) => b(`
${field(f)}`)),
    nextField: SURFACE_FIELDS.map((f) => b(`,
${field(f)}`)),
    // By the hints as bits (HINT_NAMES[i] true: bit i); after the fields, or with none (`{}`).
    tail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "\n          },")),
    noFieldsTail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "},"))
  };
})();
var HEX_PAIRS = Buffer.from(Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0")).join(""), "latin1");
function writeHex(out, at, bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i) << 1;
    out[at++] = HEX_PAIRS[b];
    out[at++] = HEX_PAIRS[b + 1];
  }
  return at;
}
var RECORD = {
  empty: Buffer.from("{}", "latin1"),
  open: Buffer.from("{\n", "latin1"),
  close: Buffer.from("\n      }", "latin1")
};

export {
  CLIENT_CAPABILITY_NAMES,
  parseClientCapabilities,
  capabilitiesObject,
  isClientCapabilityList,
  profileText,
  sameProfile,
  profileOfCapabilities,
  PIN,
  writeHex,
  RECORD
};
