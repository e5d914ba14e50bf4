#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-HSA3VUHS.js";
import "./chunk-JDDOY4UG.js";
import "./chunk-JMFE53JP.js";
import "./chunk-34PT57P2.js";
import "./chunk-A2TTZWED.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-OZDVYGCR.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-WU5WBBJQ.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-FMIH626T.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-A7KYA55U.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
