#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  listAttestationBundles,
  storeAttestation
} from "./chunk-IUFZUXU3.js";
import "./chunk-QP5WIZYT.js";
import "./chunk-CEAQSIAL.js";
import "./chunk-7OYSRVTU.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  listAttestationBundles,
  storeAttestation
};
