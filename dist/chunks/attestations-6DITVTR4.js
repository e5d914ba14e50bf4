#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ATTESTATIONS_PER_PAGE,
  DEFAULT_GITHUB_API_URL,
  MAX_ATTESTATION_PAGES,
  MAX_ATTESTATION_PAGE_BYTES,
  listAttestationBundles,
  storeAttestation
} from "./chunk-GZVINN6S.js";
import "./chunk-XZ2WGKCO.js";
import "./chunk-TKXSVQ2L.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-JRX2J65D.js";
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
