#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-33IWXDDC.js";
import "./chunk-PHD4VEEJ.js";
import "./chunk-JMFE53JP.js";
import "./chunk-E7CXQGFV.js";
import "./chunk-6SW27MXS.js";
import "./chunk-7OYSRVTU.js";
import "./chunk-KAK6C35O.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-2M7EHN6S.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-XWEAJENA.js";
import "./chunk-GEIKQSAQ.js";
import "./chunk-SAANV7DD.js";
import "./chunk-JTEBXNBM.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
