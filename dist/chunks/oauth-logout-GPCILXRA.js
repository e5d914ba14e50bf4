#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-4M67TXGK.js";
import "./chunk-KYZ2EEIC.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-RXTYCZA3.js";
import "./chunk-ELRIPUBX.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-3I25L7QB.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-7VRE6OUX.js";
import "./chunk-SS3PQZBW.js";
import "./chunk-G6O642FT.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-5AYXBBSV.js";
import "./chunk-A6VTAEHM.js";
import "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/oauth-logout.ts
async function forgetOAuthFromArgs(ctx) {
  for (const { server, forgot } of await forgetOAuth(serverSpecFromArgs(ctx), ctx.io.env)) {
    ctx.io.stderr(`toolseal: ${escapeForTerminal(server)}: ${forgot ? "forgot the cached OAuth tokens" : "no cached OAuth tokens"}
`);
  }
}
export {
  forgetOAuthFromArgs
};
