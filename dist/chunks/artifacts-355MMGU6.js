#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-2DWAPMVW.js";
import "./chunk-N5YJIPBN.js";
import "./chunk-OMN2OLFD.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SJPAQNAK.js";
import "./chunk-YNDTYTI6.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
