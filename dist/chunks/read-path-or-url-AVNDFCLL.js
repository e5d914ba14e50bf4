#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-ZE7L3B5D.js";
import "./chunk-G32FCWOI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
