#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-JCYVEZI7.js";
import "./chunk-PORXIAWC.js";
import "./chunk-VNKGKRME.js";
import "./chunk-GYC6Y3JO.js";
import "./chunk-QBD2XWJ3.js";
import "./chunk-CBQVRSX2.js";
import "./chunk-UM3GUTVM.js";
import "./chunk-VNN7N7MO.js";
import "./chunk-R6NHEJFL.js";
import "./chunk-WBEVLHMG.js";
import "./chunk-DO3QJ2SH.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
