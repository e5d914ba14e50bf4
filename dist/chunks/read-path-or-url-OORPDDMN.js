#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HttpStatusError,
  MAX_FETCHED_BYTES,
  MAX_REDIRECTS,
  httpStatusOf,
  readPathOrURL,
  redirectAllowed
} from "./chunk-XZ2WGKCO.js";
import "./chunk-TKXSVQ2L.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JRX2J65D.js";
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
