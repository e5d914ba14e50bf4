#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-SBVCO4ST.js";
import "./chunk-CERCVBU4.js";
import "./chunk-ZIZMURBX.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
