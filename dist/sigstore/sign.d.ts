import type { SerializedBundle } from '../external-types.js';
/** Sigstore's public-good instance: where signing goes unless told otherwise. */
export declare const PUBLIC_GOOD: {
    readonly fulcioURL: "https://fulcio.sigstore.dev";
    readonly rekorURL: "https://rekor.sigstore.dev";
};
/**
 * GitHub's own Sigstore instance, which actions/attest signs with for private and internal repositories:
 * a Fulcio and an RFC 3161 timestamp authority, and no transparency log, so nothing about the repository
 * is published. Verifiers need its trusted root (`gh attestation trusted-root` prints it).
 */
export declare const GITHUB_SIGSTORE: {
    readonly fulcioURL: "https://fulcio.githubapp.com";
    readonly tsaURL: "https://timestamp.githubapp.com";
};
/** The publisher's `sigstore` input. */
export type SigstoreChoice = 'public-good' | 'github' | 'auto';
/**
 * The endpoints a publisher signs with. `auto` is public-good for a public repository and GitHub's
 * instance otherwise (also when the visibility is unknown: a private repository's identity must not reach
 * the public log by accident), as actions/attest decides. Explicit `fulcio-url` or `rekor-url` win over
 * the choice: they name an instance of their own, used exactly as given (a log only when `rekor-url` is
 * given; Fulcio public-good's when only the log is given). `tsa-url` adds a timestamp authority to any.
 */
export declare function publisherEndpointsOf(choice: SigstoreChoice, visibility: string | undefined, explicit: Partial<SigningEndpoints>): {
    instance: 'public-good' | 'github' | 'explicit';
    endpoints: SigningEndpoints;
};
/** `sigstore` input: one of the three choices, else `USAGE`. */
export declare function sigstoreChoiceOf(text: string | undefined): SigstoreChoice;
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
export declare function signStatement(statementText: string, options: SignOptions): Promise<SignResult>;
/**
 * The endpoints to sign with, public-good where not given; `USAGE` for one that is not an http(s) URL.
 * Callers check them before asking for a token or starting a server, so a typo fails first.
 */
export declare function signingEndpointsOf(given?: Partial<SigningEndpoints>): SigningEndpoints;
/**
 * Resolved endpoints checked: each an http(s) URL (`USAGE` otherwise), and a log or a timestamp
 * authority at least, since a signature with neither has no trusted time to check the certificate at.
 */
export declare function checkSigningEndpoints(endpoints: SigningEndpoints): SigningEndpoints;
/** A link to a Rekor entry: the search UI for public-good, the log's own API otherwise. */
export declare function logEntryURL(rekorURL: string, logIndex: string): string;
