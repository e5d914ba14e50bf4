#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
} from "./chunk-TT4VVWDP.js";
import "./chunk-2ENW7BQH.js";
import "./chunk-CEAQSIAL.js";
import "./chunk-7OYSRVTU.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  registryOf,
  resolveArtifact,
  resolveArtifacts,
  sha512OfIntegrity
};
