#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
} from "./chunk-JKMPRQVQ.js";
import "./chunk-BEAUKKU2.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  SnapshotBudget,
  onServerInput,
  serverInputBegins
};
