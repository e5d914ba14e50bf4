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
} from "./chunk-VOXGEVP7.js";
import "./chunk-A6BNXDSE.js";
import "./chunk-ZFDYRDXR.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import "./chunk-C3AUUPBY.js";
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
