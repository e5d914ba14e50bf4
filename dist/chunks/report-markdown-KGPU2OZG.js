#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-HLEOW7BW.js";
import "./chunk-5ULAAI7A.js";
import "./chunk-YVBBU7UG.js";
import "./chunk-EKOVQJTT.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-67AH6TGB.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-3VW3PRHK.js";
import "./chunk-HBW537UW.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-QGYRTDA5.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
