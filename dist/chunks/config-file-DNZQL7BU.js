#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-CW542XGV.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-T36N3L4D.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
