#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/origin/registry-name.ts
var SERVER_NAME_FORMAT = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
function isRegistryServerName(name) {
  return name.length >= 3 && name.length <= 200 && SERVER_NAME_FORMAT.test(name);
}

export {
  isRegistryServerName
};
