#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
} from "./chunk-AFLHAZ7X.js";
import "./chunk-MKKBKZSN.js";
import "./chunk-B7SMRBTF.js";
import "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";
export {
  MAX_REDIRECTS,
  httpStatusOf,
  isLoopback,
  readPathOrURL,
  readURLBytes,
  redirectAllowed
};
