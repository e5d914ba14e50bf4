#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";
var REPOSITORY_URL = true ? "https://github.com/toolseal/toolseal" : "https://github.com/toolseal/toolseal";

export {
  VERSION,
  REPOSITORY_URL
};
