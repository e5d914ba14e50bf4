#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/json/json-object.ts
function isJsonObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export {
  isJsonObject
};
