#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-G6SIIA5R.js";
import "./chunk-FWSZBIGN.js";
import "./chunk-JMFE53JP.js";
import "./chunk-JJ63ZCEQ.js";
import "./chunk-HYFWICKL.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JRU6NOD5.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-AN6AYBDC.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-3WDUCVAF.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-ANO42RVG.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
