#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ATTESTATIONS_PER_PAGE,
  DEFAULT_GITHUB_API_URL,
  MAX_ATTESTATIONS,
  MAX_ATTESTATION_PAGES,
  MAX_ATTESTATION_PAGE_BYTES,
  assertGitHubOwner,
  assertGitHubRepository,
  listAttestationBundles,
  storeAttestation
} from "./chunk-FPXI75YM.js";
import "./chunk-WZEANY4X.js";
import "./chunk-E74L5AIT.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-IRQGO3E3.js";
import "./chunk-2QS75RZX.js";
import "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";
export {
  ATTESTATIONS_PER_PAGE,
  DEFAULT_GITHUB_API_URL,
  MAX_ATTESTATIONS,
  MAX_ATTESTATION_PAGES,
  MAX_ATTESTATION_PAGE_BYTES,
  assertGitHubOwner,
  assertGitHubRepository,
  listAttestationBundles,
  storeAttestation
};
