#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  connectHttp,
  describeUrl
} from "./chunk-LX2DQJYQ.js";
import "./chunk-5VTXJGFF.js";
import {
  urlSecrets
} from "./chunk-HX7TSSM3.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";
export {
  connectHttp,
  describeUrl,
  urlSecrets
};
