#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunk-USPWWN3D.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  defaultTufCachePath,
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
};
