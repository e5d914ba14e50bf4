#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  renderCheckMarkdown
} from "./chunk-TRV3IXBJ.js";
import "./chunk-PLORJSEU.js";
import "./chunk-KS5M7SZV.js";
import "./chunk-EEYPTXYE.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-P25ZVLCS.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  renderCheckMarkdown
};
