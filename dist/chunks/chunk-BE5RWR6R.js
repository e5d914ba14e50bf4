#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-5C6DIG5I.js";

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

export {
  CLIENT_CAPABILITY_NAMES,
  parseClientCapabilities,
  capabilitiesObject,
  isClientCapabilityList,
  profileText,
  sameProfile,
  profileOfCapabilities
};
