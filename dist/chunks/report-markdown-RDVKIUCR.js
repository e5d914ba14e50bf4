#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-6SDG43KS.js";
import "./chunk-NFTCVX5G.js";
import "./chunk-T7OSUST2.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-XWEAJENA.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
