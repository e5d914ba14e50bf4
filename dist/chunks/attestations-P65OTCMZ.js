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
} from "./chunk-7JICDLCD.js";
import "./chunk-6KODLIBV.js";
import "./chunk-D7T76A33.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-DDWG5DLN.js";
import "./chunk-JJZDEYRX.js";
import "./chunk-BCG4PZKS.js";
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
