import { ToolsealError } from '../errors.js';
import type { Digest } from '../surface/surface.js';
import type { InteropSetHashes } from '../surface/interop-hashes.js';

/** The MCP Registry's place in `server.json` for a publisher's own data (`_meta`). */
export const PUBLISHER_META_KEY = 'io.modelcontextprotocol.registry/publisher-provided';
/** toolseal's key inside it. */
export const SURFACE_META_KEY = 'dev.toolseal/surface';
/** The registry takes at most this many bytes of publisher-provided data. */
export const MAX_PUBLISHER_META_BYTES = 4096;

export interface SurfaceMeta {
  manifestDigest: Digest;
  revision: number;
  /** Where the bundle is: its release asset URL, or the digest its attestation is stored under (`sha256:<hex>`). */
  bundle: string;
  /** The tool definition hash v1's set hashes the statement signs (`predicate.interop`), when it signs them. */
  interop?: InteropSetHashes;
}

/**
 * The `server.json` fragment for the publisher-provided `_meta` (docs/formats.md), as JSON text:
 * `{"_meta": {PUBLISHER_META_KEY: {SURFACE_META_KEY: {manifestDigest, revision, bundle}}}}`. The
 * publisher-provided object must fit in {@link MAX_PUBLISHER_META_BYTES} (UTF-8), else `INVALID_INPUT`: the
 * registry would refuse it. A bundle URL is https (plain http only to this machine), without credentials.
 */
/** Whether `text` may name where a bundle is: an https URL (plain http only to this machine), without credentials. */
export function isBundleUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && url.username === '' && url.password === '';
}

export function registryFragmentText(meta: SurfaceMeta): string {
  const bundle = meta.bundle;
  if (!/^sha256:[0-9a-f]{64}$/.test(bundle)) {
    if (!isBundleUrl(bundle)) {
      throw new ToolsealError(
        'INVALID_INPUT',
        "the registry fragment's bundle must be an https URL without credentials, or sha256:<64 hex>",
      );
    }
  }
  const interop = meta.interop && {
    interop: {
      toolSetHash: meta.interop.toolSetHash,
      promptSetHash: meta.interop.promptSetHash,
      instructionsHash: meta.interop.instructionsHash,
    },
  };
  const publisherProvided = { [SURFACE_META_KEY]: { manifestDigest: meta.manifestDigest, revision: meta.revision, bundle, ...interop } };
  const size = Buffer.byteLength(JSON.stringify(publisherProvided), 'utf8');
  if (size > MAX_PUBLISHER_META_BYTES) {
    throw new ToolsealError(
      'INVALID_INPUT',
      `the registry fragment's publisher-provided data is ${size} bytes; the registry takes at most ${MAX_PUBLISHER_META_BYTES}`,
    );
  }
  return JSON.stringify({ _meta: { [PUBLISHER_META_KEY]: publisherProvided } }, null, 2) + '\n';
}
