#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-CIJ7T2Y4.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-3QHAP3CX.js";
import "./chunk-I3RIOD3P.js";
import "./chunk-B2LAOQN6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};
