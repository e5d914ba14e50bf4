#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-BVV2FVAX.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-5CONX7NP.js";
import "./chunk-E7ZAL7PB.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-CYX4LA5H.js";
import "./chunk-7AHHIFYH.js";
import "./chunk-3I25L7QB.js";
import "./chunk-IT56LDXI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-SS3PQZBW.js";
import "./chunk-G6O642FT.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A6VTAEHM.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};
