#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-ZKT3UB5J.js";
import "./chunk-2RCJLXNI.js";
import "./chunk-6GCP3Y2U.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-UIP7XYBT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
