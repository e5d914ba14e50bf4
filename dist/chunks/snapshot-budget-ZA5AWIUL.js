#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
} from "./chunk-JRFDDZ45.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
};
