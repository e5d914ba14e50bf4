#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-WZAXJXQZ.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-KDXE7SXZ.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RD5P2HOY.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
