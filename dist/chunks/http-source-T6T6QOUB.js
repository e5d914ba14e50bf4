#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  connectHttp,
  describeUrl,
  urlSecrets
} from "./chunk-OAF5PTSN.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  connectHttp,
  describeUrl,
  urlSecrets
};
