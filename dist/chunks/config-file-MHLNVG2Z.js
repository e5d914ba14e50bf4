#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-IN327WNO.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
