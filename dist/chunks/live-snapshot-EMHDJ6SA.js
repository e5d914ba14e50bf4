#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-U4BNCINO.js";
import "./chunk-HZX3WNWE.js";
import "./chunk-JMFE53JP.js";
import "./chunk-5BLN6DB3.js";
import "./chunk-6I7QCL5X.js";
import "./chunk-JQPEEQK5.js";
import "./chunk-S5Y6ZJTX.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-UA33KASP.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-BOLELV7U.js";
import "./chunk-I2OH7YWO.js";
import "./chunk-7YJF7BTJ.js";
import "./chunk-COA2ZAAF.js";
import "./chunk-SFJNIKT4.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-T36N3L4D.js";
import "./chunk-DJGRB5U7.js";
import "./chunk-UH4K5E7H.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
