#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-7FRYWNUR.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
