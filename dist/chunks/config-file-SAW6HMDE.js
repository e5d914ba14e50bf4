#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-PPFBEDCM.js";
import "./chunk-SIYGQJDO.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
