#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-D5PQ6U56.js";
import "./chunk-ZW34SDBI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
