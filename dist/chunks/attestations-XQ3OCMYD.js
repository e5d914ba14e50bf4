#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-FG55NUON.js";
import "./chunk-6T5I6UZS.js";
import "./chunk-RRUWEKEI.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
