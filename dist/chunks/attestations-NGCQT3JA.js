#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-J2N4ZLT3.js";
import "./chunk-XGKEWL5R.js";
import "./chunk-XKXIGP6X.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2VBLYOOS.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
