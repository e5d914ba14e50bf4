#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-PXISS4YS.js";
import "./chunk-PSNUCPC4.js";
import "./chunk-LSPTOMFJ.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-3PPNCT2H.js";
import "./chunk-43WI5P3V.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-KYYMPISO.js";
import "./chunk-DRAABODI.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
