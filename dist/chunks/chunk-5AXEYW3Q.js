#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/surface/client-capabilities.ts
var CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
var NAMES = new Set(CLIENT_CAPABILITY_NAMES);
var ALL_CLIENT_PROFILES = Array.from(
  { length: 2 ** CLIENT_CAPABILITY_NAMES.length },
  (_, bits) => CLIENT_CAPABILITY_NAMES.filter((_n, i) => (bits & 1 << i) !== 0)
).sort((a, b) => a.length - b.length || byCodeUnits(a.join(","), b.join(",")));
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
function nearestProfile(own, others, capabilitiesOf, profile) {
  const wanted = new Set(profile ?? []);
  const ownCaps = capabilitiesOf(own) ?? [];
  let best = own;
  let bestSize = ownCaps.every((n) => wanted.has(n)) ? ownCaps.length : -1;
  for (const other of others) {
    const caps = capabilitiesOf(other) ?? [];
    if (caps.every((n) => wanted.has(n)) && caps.length > bestSize) {
      best = other;
      bestSize = caps.length;
    }
  }
  return best;
}
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export {
  CLIENT_CAPABILITY_NAMES,
  ALL_CLIENT_PROFILES,
  parseClientCapabilities,
  capabilitiesObject,
  isClientCapabilityList,
  profileText,
  sameProfile,
  profileOfCapabilities,
  nearestProfile
};
