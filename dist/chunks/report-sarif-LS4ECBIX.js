#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-KDEAUHLC.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-XGJWODIZ.js";
import "./chunk-RMWBLMFU.js";
import "./chunk-EKOVQJTT.js";
import "./chunk-42CTSAXX.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-67AH6TGB.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};
