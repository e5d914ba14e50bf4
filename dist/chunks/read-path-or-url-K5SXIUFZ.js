#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-HTYM4EQG.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-3WFPMAPZ.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
