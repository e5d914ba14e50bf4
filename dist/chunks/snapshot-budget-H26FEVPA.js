#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
} from "./chunk-ANOPKIBZ.js";
import "./chunk-NAVUWDQG.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-7A2JA334.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
};
