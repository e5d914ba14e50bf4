#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  readPathOrURL,
  redirectAllowed
} from "./chunk-OPZLR5S5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-SIYGQJDO.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  readPathOrURL,
  redirectAllowed
};
