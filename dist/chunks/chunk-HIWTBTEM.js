#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

export {
  VERSION
};
