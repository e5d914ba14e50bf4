#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-TAEUMT2G.js";
import "./chunk-N6P7YU6G.js";
import "./chunk-CI2MUJ4C.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FCAY23YD.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-YNDTYTI6.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
