#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-J6ESBOJJ.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-5BOVL2H2.js";
import "./chunk-BMIWAKTC.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-3SGYSXUK.js";
import "./chunk-FC6CDBP2.js";
import "./chunk-43WI5P3V.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};
