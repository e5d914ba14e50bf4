#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSpecFromArgs
} from "./chunk-DKS2373V.js";
import "./chunk-4ZG2KKUS.js";
import {
  forgetOAuth
} from "./chunk-CEUOFZQ6.js";
import "./chunk-OQABXVUD.js";
import "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-GABF7YLR.js";
import "./chunk-ZDJUH5WF.js";
import "./chunk-SAY3NVCF.js";
import "./chunk-EWO2VB5N.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
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
