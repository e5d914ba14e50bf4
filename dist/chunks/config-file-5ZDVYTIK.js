#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-DVTNIDEF.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
