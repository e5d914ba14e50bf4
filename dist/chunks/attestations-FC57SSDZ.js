#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-6WEGQYJF.js";
import "./chunk-6T5I6UZS.js";
import "./chunk-SOBKWR2O.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
