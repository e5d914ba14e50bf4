#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunk-QTHJ642K.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
};
