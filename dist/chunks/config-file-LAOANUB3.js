#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-XCEIAKDH.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A7KYA55U.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
