#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  renderCheckMarkdown
} from "./chunk-SDGB7QH4.js";
import "./chunk-N5T3YMUD.js";
import "./chunk-W4V5UQZN.js";
import "./chunk-WX4SIBHV.js";
import "./chunk-ZSSEV6OS.js";
import "./chunk-FWTDHL3Z.js";
import "./chunk-SAY3NVCF.js";
import "./chunk-EWO2VB5N.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  renderCheckMarkdown
};
