#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
} from "./chunk-RLUJ3I4E.js";
import "./chunk-GABF7YLR.js";
import "./chunk-BCG4PZKS.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
};
