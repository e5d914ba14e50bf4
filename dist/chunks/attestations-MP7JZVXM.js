#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-HZSOLXAE.js";
import "./chunk-FYVDUVEN.js";
import "./chunk-SZN4SGFW.js";
import "./chunk-NESRRQKI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
