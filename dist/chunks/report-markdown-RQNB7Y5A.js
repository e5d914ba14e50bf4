#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-3XDBIKJY.js";
import "./chunk-54BFQXVZ.js";
import "./chunk-6FTFZO54.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-PK3C2MYY.js";
import "./chunk-77K3TFLF.js";
import "./chunk-EXI6RD3D.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
