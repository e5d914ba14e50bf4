#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MIN_SECRET_LENGTH,
  ServerSecrets,
  holdsSecret,
  redactSecrets,
  serverSecrets,
  urlSecrets
} from "./chunk-HX7TSSM3.js";
import "./chunk-U7PF666Q.js";
export {
  MIN_SECRET_LENGTH,
  ServerSecrets,
  holdsSecret,
  redactSecrets,
  serverSecrets,
  urlSecrets
};
