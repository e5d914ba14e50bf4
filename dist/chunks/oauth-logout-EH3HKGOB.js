#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-7E4M4ASZ.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-3RLZ6TFM.js";
import "./chunk-MOS3NPBD.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-EXI6RD3D.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-YR4GKCYA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import "./chunk-5C6DIG5I.js";
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
