#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SARIF_RULES,
  renderCheckSarif
} from "./chunk-46MUUKRB.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-DTCKEYMC.js";
import "./chunk-73ARSEDH.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-WKI2ZJRV.js";
import "./chunk-JWGMNVNY.js";
import "./chunk-PB74NMBC.js";
import "./chunk-UXBQ766G.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-5L7XJ3AW.js";
import "./chunk-XWEAJENA.js";
import "./chunk-YMYCUUSM.js";
import "./chunk-DAESLNVL.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  SARIF_RULES,
  renderCheckSarif
};
