#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-MGPFYBHD.js";
import "./chunk-C7FOAMSK.js";
import "./chunk-KYZ2EEIC.js";
import "./chunk-JMFE53JP.js";
import "./chunk-7AHHIFYH.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-3I25L7QB.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-3WFPMAPZ.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
