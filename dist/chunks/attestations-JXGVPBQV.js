#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-ATSLRSYI.js";
import "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
