#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-ZDMULSH5.js";
import "./chunk-CH3OSZNM.js";
import "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
