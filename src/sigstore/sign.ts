import { bundleToJSON, type SerializedBundle } from '@sigstore/bundle';
import { DSSEBundleBuilder, FulcioSigner, RekorWitness, TSAWitness, type Witness } from '@sigstore/sign';
import { ToolsealError } from '../core/errors.js';
import { IN_TOTO_PAYLOAD_TYPE } from '../core/statement/statement.js';

/** Sigstore's public-good instance: where signing goes unless told otherwise. */
export const PUBLIC_GOOD = {
  fulcioURL: 'https://fulcio.sigstore.dev',
  rekorURL: 'https://rekor.sigstore.dev',
} as const;

/**
 * GitHub's own Sigstore instance, which actions/attest signs with for private and internal repositories:
 * a Fulcio and an RFC 3161 timestamp authority, and no transparency log, so nothing about the repository
 * is published. Verifiers need its trusted root (`gh attestation trusted-root` prints it).
 */
export const GITHUB_SIGSTORE = {
  fulcioURL: 'https://fulcio.githubapp.com',
  tsaURL: 'https://timestamp.githubapp.com',
} as const;

/** The publisher's `sigstore` input. */
export type SigstoreChoice = 'public-good' | 'github' | 'auto';

/**
 * The endpoints a publisher signs with. `auto` is public-good for a public repository and GitHub's
 * instance otherwise (also when the visibility is unknown: a private repository's identity must not reach
 * the public log by accident), as actions/attest decides. Explicit `fulcio-url` or `rekor-url` win over
 * the choice: they name an instance of their own, used exactly as given (a log only when `rekor-url` is
 * given; Fulcio public-good's when only the log is given). `tsa-url` adds a timestamp authority to any.
 */
export function publisherEndpointsOf(
  choice: SigstoreChoice,
  visibility: string | undefined,
  explicit: Partial<SigningEndpoints>,
): { instance: 'public-good' | 'github' | 'explicit'; endpoints: SigningEndpoints } {
  if (explicit.fulcioURL !== undefined || explicit.rekorURL !== undefined) {
    const endpoints = { fulcioURL: explicit.fulcioURL ?? PUBLIC_GOOD.fulcioURL, rekorURL: explicit.rekorURL, tsaURL: explicit.tsaURL };
    return { instance: 'explicit', endpoints: checkSigningEndpoints(endpoints) };
  }
  const instance = choice === 'auto' ? (visibility === 'public' ? 'public-good' : 'github') : choice;
  const base: SigningEndpoints = instance === 'public-good' ? { ...PUBLIC_GOOD } : { ...GITHUB_SIGSTORE };
  return { instance, endpoints: checkSigningEndpoints({ ...base, tsaURL: explicit.tsaURL ?? base.tsaURL }) };
}

/** `sigstore` input: one of the three choices, else `USAGE`. */
export function sigstoreChoiceOf(text: string | undefined): SigstoreChoice {
  const t = text || 'auto';
  if (t !== 'public-good' && t !== 'github' && t !== 'auto')
    throw new ToolsealError('USAGE', `sigstore must be public-good, github or auto, not ${JSON.stringify(t)}`);
  return t;
}

export interface SigningEndpoints {
  fulcioURL: string;
  /** A transparency log; none for GitHub's instance (a timestamp authority stands in for its time). */
  rekorURL?: string;
  /** An RFC 3161 timestamp authority (optional; Rekor's integrated time is the default timestamp). */
  tsaURL?: string;
}

export interface SignOptions {
  /** The OIDC identity token (a secret: it appears in no error, log or output). */
  identityToken: string;
  endpoints?: Partial<SigningEndpoints>;
  /** Endpoints resolved already (checkSigningEndpoints): used as they are, a missing log meaning none. */
  exactEndpoints?: SigningEndpoints;
  timeoutMs?: number;
  /** Retries of each HTTP request (default 2). */
  retries?: number;
}

export interface SignResult {
  /** The Sigstore bundle v0.3 (JSON form), DSSE envelope with an in-toto payload. */
  bundle: SerializedBundle;
  /** The bundle file's text. */
  bundleText: string;
  /** The Rekor log index of the entry, when the log answered with one. */
  logIndex?: string;
  /** Where a person can look the entry up. */
  logEntryURL?: string;
}

/**
 * Signs statement bytes keyless: an ephemeral key, a Fulcio certificate for the identity token, a DSSE
 * envelope (`application/vnd.in-toto+json`) over the exact bytes given, logged in Rekor (and timestamped
 * by a TSA when one is named). Errors are `SIGNING_FAILED` with the service named and the token removed.
 */
export async function signStatement(statementText: string, options: SignOptions): Promise<SignResult> {
  const endpoints = options.exactEndpoints ? checkSigningEndpoints(options.exactEndpoints) : signingEndpointsOf(options.endpoints);
  const token = options.identityToken;
  const fetchOptions = { timeout: options.timeoutMs ?? 30_000, retry: options.retries ?? 2 };
  const witnesses: Witness[] = [];
  if (endpoints.rekorURL) witnesses.push(new RekorWitness({ rekorBaseURL: endpoints.rekorURL, entryType: 'dsse', ...fetchOptions }));
  if (endpoints.tsaURL) witnesses.push(new TSAWitness({ tsaBaseURL: endpoints.tsaURL, ...fetchOptions }));
  const builder = new DSSEBundleBuilder({
    signer: new FulcioSigner({ identityProvider: { getToken: async () => token }, fulcioBaseURL: endpoints.fulcioURL, ...fetchOptions }),
    witnesses,
  });
  let bundle;
  try {
    bundle = await builder.create({ data: Buffer.from(statementText, 'utf8'), type: IN_TOTO_PAYLOAD_TYPE });
  } catch (e) {
    throw new ToolsealError('SIGNING_FAILED', describe(e, endpoints, token), { cause: redactCause(e, token) });
  }
  const json = bundleToJSON(bundle);
  // Protobuf JSON leaves out an empty list (no log: GitHub's instance); the bundle keeps the field.
  json.verificationMaterial.tlogEntries ??= [];
  // Protobuf JSON leaves out a zero log index.
  const entry = json.verificationMaterial.tlogEntries[0];
  const logIndex = entry ? (entry.logIndex ?? '0') : undefined;
  return {
    bundle: json,
    bundleText: JSON.stringify(json),
    logIndex,
    logEntryURL: logIndex === undefined || !endpoints.rekorURL ? undefined : logEntryURL(endpoints.rekorURL, logIndex),
  };
}

/**
 * The endpoints to sign with, public-good where not given; `USAGE` for one that is not an http(s) URL.
 * Callers check them before asking for a token or starting a server, so a typo fails first.
 */
export function signingEndpointsOf(given: Partial<SigningEndpoints> = {}): SigningEndpoints {
  return checkSigningEndpoints({
    fulcioURL: given.fulcioURL ?? PUBLIC_GOOD.fulcioURL,
    rekorURL: given.rekorURL ?? PUBLIC_GOOD.rekorURL,
    tsaURL: given.tsaURL,
  });
}

/**
 * Resolved endpoints checked: each an http(s) URL (`USAGE` otherwise), and a log or a timestamp
 * authority at least, since a signature with neither has no trusted time to check the certificate at.
 */
export function checkSigningEndpoints(endpoints: SigningEndpoints): SigningEndpoints {
  if (!endpoints.rekorURL && !endpoints.tsaURL)
    throw new ToolsealError('USAGE', 'signing needs a transparency log (rekor-url) or a timestamp authority (tsa-url)');
  // Named as the flag and the action input are (`fulcio-url`), not as the field.
  const names: Record<string, string> = { fulcioURL: 'fulcio-url', rekorURL: 'rekor-url', tsaURL: 'tsa-url' };
  for (const [name, url] of Object.entries(endpoints)) if (url !== undefined) assertHttpURL(names[name] ?? name, url);
  return endpoints;
}

/** A link to a Rekor entry: the search UI for public-good, the log's own API otherwise. */
export function logEntryURL(rekorURL: string, logIndex: string): string {
  if (rekorURL.replace(/\/+$/, '') === PUBLIC_GOOD.rekorURL) return `https://search.sigstore.dev/?logIndex=${encodeURIComponent(logIndex)}`;
  return `${rekorURL.replace(/\/+$/, '')}/api/v1/log/entries?logIndex=${encodeURIComponent(logIndex)}`;
}

function assertHttpURL(name: string, url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ToolsealError('USAGE', `${name} is not a URL: ${JSON.stringify(url.slice(0, 100))}`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new ToolsealError('USAGE', `${name} must be an http(s) URL`);
}

const STAGES: Record<string, string> = {
  CA_CREATE_SIGNING_CERTIFICATE_ERROR: 'Fulcio did not issue a certificate',
  TLOG_CREATE_ENTRY_ERROR: 'Rekor did not log the entry',
  TSA_CREATE_TIMESTAMP_ERROR: 'the timestamp authority did not answer',
  IDENTITY_TOKEN_PARSE_ERROR: 'the identity token has no subject',
  IDENTITY_TOKEN_READ_ERROR: 'the identity token could not be read',
};

/** One line naming the stage and the service's own reason, never the token. */
function describe(e: unknown, endpoints: SigningEndpoints, token: string): string {
  const code = (e as { code?: unknown })?.code;
  const stage = typeof code === 'string' ? STAGES[code] : undefined;
  const where =
    code === 'CA_CREATE_SIGNING_CERTIFICATE_ERROR'
      ? ` (${endpoints.fulcioURL})`
      : code === 'TLOG_CREATE_ENTRY_ERROR'
        ? ` (${endpoints.rekorURL})`
        : code === 'TSA_CREATE_TIMESTAMP_ERROR'
          ? ` (${endpoints.tsaURL ?? ''})`
          : '';
  const reason = innermostMessage(e);
  const text = stage ? `${stage}${where}: ${reason}` : `signing failed: ${reason}`;
  return redact(text, token);
}

/** The deepest message on the cause chain: the service's own answer (`(401) token expired`), not the wrappers'. */
function innermostMessage(e: unknown): string {
  let message = e instanceof Error ? e.message : String(e);
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur instanceof Error; i++) {
    if (cur.message) message = cur.message;
    cur = (cur as { cause?: unknown }).cause;
  }
  if (typeof cur === 'string' && cur) message = cur;
  return message;
}

function redact(text: string, token: string): string {
  let out = token ? text.split(token).join('[identity token]') : text;
  // A token's parts (a JWT's payload alone) are secret too.
  for (const part of token.split('.')) if (part.length >= 16) out = out.split(part).join('[redacted]');
  return out;
}

/** The original error kept as cause, but with the token removed from every message on the chain. */
function redactCause(e: unknown, token: string): unknown {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur instanceof Error; i++) {
    try {
      cur.message = redact(cur.message, token);
      if (cur.stack) cur.stack = redact(cur.stack, token);
    } catch {
      // a frozen error keeps its message; ours is already clean
    }
    cur = (cur as { cause?: unknown }).cause;
  }
  return e;
}
