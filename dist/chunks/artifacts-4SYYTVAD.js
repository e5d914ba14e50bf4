#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_ARTIFACT_BYTES,
  MAX_PACKUMENT_BYTES,
  NPM_TIMEOUT_MS,
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-US7J47RK.js";
import "./chunk-SZYG3JLW.js";
import "./chunk-WZEANY4X.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_ARTIFACT_BYTES,
  MAX_PACKUMENT_BYTES,
  NPM_TIMEOUT_MS,
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
