#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-A63DLUPW.js";
import "./chunk-KB7NQCI6.js";
import "./chunk-USYHDQMZ.js";
import "./chunk-TG7JW2MS.js";
import "./chunk-JMFE53JP.js";
import "./chunk-IXT3EW7H.js";
import "./chunk-AHRGVBNX.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-3I25L7QB.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-XWEAJENA.js";
import "./chunk-JRFDDZ45.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-KRVWKGZX.js";
import "./chunk-U3W6OFVD.js";
import "./chunk-4FJABAFK.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-3WFPMAPZ.js";
import "./chunk-ZQXA7MAC.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";
export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
