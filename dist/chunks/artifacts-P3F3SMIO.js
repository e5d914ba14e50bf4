#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-2JV3G57O.js";
import "./chunk-5E4C2RWK.js";
import "./chunk-D5PQ6U56.js";
import "./chunk-ZW34SDBI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
