#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ATTESTATIONS_PER_PAGE,
  DEFAULT_GITHUB_API_URL,
  MAX_ATTESTATION_PAGES,
  MAX_ATTESTATION_PAGE_BYTES,
  listAttestationBundles,
  storeAttestation
} from "./chunk-L3DXM7BH.js";
import "./chunk-OPZLR5S5.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-SIYGQJDO.js";
import "./chunk-2HPGVTBN.js";
import "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";
export {
  ATTESTATIONS_PER_PAGE,
  DEFAULT_GITHUB_API_URL,
  MAX_ATTESTATION_PAGES,
  MAX_ATTESTATION_PAGE_BYTES,
  listAttestationBundles,
  storeAttestation
};
