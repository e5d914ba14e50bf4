#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-AKBXUTXJ.js";
import "./chunk-SZN4SGFW.js";
import "./chunk-NESRRQKI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-5L7XJ3AW.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
