#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-BZHNS57S.js";
import "./chunk-DTCKEYMC.js";
import "./chunk-73ARSEDH.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-WKI2ZJRV.js";
import "./chunk-JWGMNVNY.js";
import "./chunk-77K3TFLF.js";
import "./chunk-PB74NMBC.js";
import "./chunk-UXBQ766G.js";
import "./chunk-5L7XJ3AW.js";
import "./chunk-XWEAJENA.js";
import "./chunk-YMYCUUSM.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
