#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cut,
  renderCheckMarkdown,
  unifiedDiff
} from "./chunk-IB2QKOOB.js";
import "./chunk-NXQHFEHK.js";
import "./chunk-BQI3AF34.js";
import "./chunk-HD5YI6OE.js";
import "./chunk-UKLAMLPA.js";
import "./chunk-C7I7V366.js";
import "./chunk-PTA2LSLX.js";
import "./chunk-NFH5SJ4A.js";
import "./chunk-ASOE4FB5.js";
export {
  cut,
  renderCheckMarkdown,
  unifiedDiff
};
