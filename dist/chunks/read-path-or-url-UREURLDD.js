#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  redirectAllowed
} from "./chunk-6KODLIBV.js";
import "./chunk-D7T76A33.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  redirectAllowed
};
