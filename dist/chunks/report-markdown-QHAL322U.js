#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  renderCheckMarkdown
} from "./chunk-WUNZGZP2.js";
import "./chunk-Z2EZUMC7.js";
import "./chunk-DAIMWE2Y.js";
import "./chunk-RGIA6TBE.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-K6AAISRG.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  renderCheckMarkdown
};
