#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-6XMYTMBV.js";
import "./chunk-3KRVJKSX.js";
import "./chunk-3JYPG6AC.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-S6DMFF7I.js";
import "./chunk-V5UAH45X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
