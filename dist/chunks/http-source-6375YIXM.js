#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  connectHttp,
  describeUrl
} from "./chunk-QFK5MS65.js";
import "./chunk-E32JJZ4E.js";
import {
  urlSecrets
} from "./chunk-HX7TSSM3.js";
import "./chunk-SBWAAWYT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  connectHttp,
  describeUrl,
  urlSecrets
};
