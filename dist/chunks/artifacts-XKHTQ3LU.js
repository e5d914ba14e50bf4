#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-JFFICDZJ.js";
import "./chunk-2KZPEVGS.js";
import "./chunk-ZE7L3B5D.js";
import "./chunk-G32FCWOI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
