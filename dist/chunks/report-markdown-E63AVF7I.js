#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-XITH46OD.js";
import "./chunk-2OPZAI46.js";
import "./chunk-2NM6WJYS.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-CYX4LA5H.js";
import "./chunk-7AHHIFYH.js";
import "./chunk-77K3TFLF.js";
import "./chunk-3I25L7QB.js";
import "./chunk-YFK6LEO5.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-U3W6OFVD.js";
import "./chunk-4FJABAFK.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
