#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-GSLCGZQS.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-ZV3RSKGW.js";
import "./chunk-2M7EHN6S.js";
import "./chunk-BNL4KH2J.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-SAANV7DD.js";
import "./chunk-JTEBXNBM.js";
import "./chunk-RNOPSG3B.js";
import "./chunk-ORZVK4I6.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-SKHIGRJM.js";
import "./chunk-YQXWJDBB.js";
import "./chunk-4YRPRKON.js";
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
