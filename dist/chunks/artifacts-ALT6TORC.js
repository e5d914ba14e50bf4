#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-WUNW4T24.js";
import "./chunk-S3J73QJT.js";
import "./chunk-RRUWEKEI.js";
import "./chunk-E74L5AIT.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
