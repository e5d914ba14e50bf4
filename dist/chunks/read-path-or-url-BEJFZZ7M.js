#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-A6BNXDSE.js";
import "./chunk-ZFDYRDXR.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
