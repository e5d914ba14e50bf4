#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  connectHttp,
  describeUrl
} from "./chunk-E6QASZBB.js";
import "./chunk-QBM3DTB7.js";
import {
  urlSecrets
} from "./chunk-HX7TSSM3.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  connectHttp,
  describeUrl,
  urlSecrets
};
