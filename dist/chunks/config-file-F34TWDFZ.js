#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-D2FRGPTE.js";
import "./chunk-WDWOWFX7.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
