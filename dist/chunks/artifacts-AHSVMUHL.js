#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_ARTIFACT_BYTES,
  MAX_PACKUMENT_BYTES,
  NPM_TIMEOUT_MS,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-GXGXY67I.js";
import "./chunk-6B2M5JDL.js";
import "./chunk-A6BNXDSE.js";
import "./chunk-ZFDYRDXR.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_ARTIFACT_BYTES,
  MAX_PACKUMENT_BYTES,
  NPM_TIMEOUT_MS,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
