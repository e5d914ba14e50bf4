import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../src/core/snapshot/snapshot.js';
import { buildStatement, type PreviousRevision } from '../../src/core/statement/statement.js';
import type { RawTool } from '../../src/core/surface/surface.js';
import { signStatement } from '../../src/sigstore/sign.js';
import { githubClaims, startLocalSigstore, type GitHubClaims, type LocalSigstore } from './local-sigstore.js';

/** The SAN Fulcio writes for a GitHub Actions token: the job workflow ref as a github.com URI. */
export function sanOf(claims: GitHubClaims): string {
  return `https://github.com/${claims.job_workflow_ref}`;
}

/** Tools of a small documentation server: the surface the verify tests sign. */
export const TOOLS: RawTool[] = [
  {
    name: 'search',
    title: 'Search',
    description: 'Search the docs',
    inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'words to look for' } } },
    annotations: { readOnlyHint: true },
  },
  { name: 'fetch', description: 'Fetch a page', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
];

/**
 * A local Sigstore (Fulcio, Rekor, trusted root) plus a scratch folder, and helpers that sign statements
 * with it exactly as `toolseal sign` does (src/sigstore/sign.ts), with GitHub Actions tokens.
 */
export interface SigningBench {
  sigstore: LocalSigstore;
  dir: string;
  /** Signs statement text with a token for these claims; returns the bundle's JSON text. */
  signText(statementText: string, claims?: GitHubClaims): Promise<string>;
  /** Builds and signs the statement of `tools`; writes the bundle file and returns its path and text. */
  signTools(options?: {
    tools?: RawTool[];
    serverName?: string;
    claims?: GitHubClaims;
    previous?: PreviousRevision;
    file?: string;
  }): Promise<{ path: string; text: string; manifestDigest: string }>;
  /** Writes a file in the scratch folder and returns its path. */
  write(name: string, data: string): string;
  close(): Promise<void>;
}

export const DEFAULT_CLAIMS = githubClaims({ repository: 'octo-org/docs-server', ref: 'refs/tags/v1.4.2' });
export const DEFAULT_SERVER_NAME = 'io.github.octo-org/docs';

let counter = 0;

export async function startSigningBench(): Promise<SigningBench> {
  const sigstore = await startLocalSigstore();
  const dir = mkdtempSync(join(tmpdir(), 'toolseal-verify-'));
  const write = (name: string, data: string) => {
    const p = join(dir, name);
    writeFileSync(p, data);
    return p;
  };
  const signText = async (statementText: string, claims: GitHubClaims = DEFAULT_CLAIMS) => {
    const result = await signStatement(statementText, {
      identityToken: sigstore.issueToken(claims),
      endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL },
      retries: 0,
    });
    return result.bundleText;
  };
  return {
    sigstore,
    dir,
    write,
    signText,
    async signTools(options = {}) {
      const built = buildStatement({
        serverName: options.serverName ?? DEFAULT_SERVER_NAME,
        serverVersion: '1.4.2',
        tools: options.tools ?? TOOLS,
        previous: options.previous,
      });
      const text = await signText(built.statementText, options.claims);
      const path = write(options.file ?? `bundle-${++counter}.sigstore.json`, text);
      return { path, text, manifestDigest: built.manifestDigest };
    },
    async close() {
      await sigstore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A snapshot document of `tools`, as `toolseal snapshot --out` writes it. */
export function snapshotText(tools: RawTool[], server = 'docs'): string {
  return JSON.stringify(
    buildSnapshot({
      server,
      transport: 'stdio',
      protocolVersion: '2025-11-25',
      serverInfo: { name: server, version: '1.4.2' },
      pages: 1,
      tools,
    }),
  );
}
