#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  expandVariables,
  readMcpConfig
} from "./chunk-5KE6LXDM.js";
import "./chunk-SN5AFDT6.js";
import "./chunk-KYZ2EEIC.js";
import "./chunk-JMFE53JP.js";
import "./chunk-7AHHIFYH.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-3I25L7QB.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-5AYXBBSV.js";
import "./chunk-A6VTAEHM.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  expandVariables,
  readMcpConfig
};
