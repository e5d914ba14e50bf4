#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-Y5YJ7M4H.js";
import "./chunk-N6IV7PAM.js";
import "./chunk-5NVDGGUJ.js";
import "./chunk-43WI5P3V.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-RNTVQBEW.js";
import "./chunk-FC6CDBP2.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
