#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-NSHWNU3U.js";
import "./chunk-V7BMMFJJ.js";
import "./chunk-JMFE53JP.js";
import "./chunk-6XND5RVD.js";
import "./chunk-PWCLPW4S.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-7OLA4WZP.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-E5K5FR35.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-DN5L7PBB.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2VBLYOOS.js";
import "./chunk-IGES2EVZ.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
