#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-SZN4SGFW.js";
import "./chunk-NESRRQKI.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-RSR2NPFO.js";
import "./chunk-VH7XNBUT.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
