#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-U7HPM7GG.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
