#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-RRSNEZMG.js";
import "./chunk-JMFE53JP.js";
import {
  forgetOAuth
} from "./chunk-7QE2CA2Z.js";
import "./chunk-NG6TOMT4.js";
import "./chunk-BNL4KH2J.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-YKAD4UVX.js";
import "./chunk-D6VVRVLA.js";
import "./chunk-S6DMFF7I.js";
import "./chunk-V5UAH45X.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-XIZNOA57.js";
import "./chunk-E3DKO46M.js";
import "./chunk-J74BK7HQ.js";
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
