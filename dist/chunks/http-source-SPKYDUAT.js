#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  connectHttp,
  describeUrl
} from "./chunk-GVME57VM.js";
import "./chunk-4ZG2KKUS.js";
import {
  urlSecrets
} from "./chunk-HX7TSSM3.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  connectHttp,
  describeUrl,
  urlSecrets
};
