#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-46LJEUIE.js";
import "./chunk-QPU6FHUR.js";
import "./chunk-JAPMWVQE.js";
import "./chunk-APUAF65Q.js";
import "./chunk-3JLGGC7E.js";
import "./chunk-C5HGOXZJ.js";
import "./chunk-63WBL2YD.js";
import "./chunk-PTA2LSLX.js";
import "./chunk-3TODUGGO.js";
import "./chunk-7E5VU7YR.js";
import "./chunk-DO3QJ2SH.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
