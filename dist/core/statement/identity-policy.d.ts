/** The OIDC issuer of GitHub Actions tokens: the default issuer a signer must have (verification step 2). */
export declare const GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
/** Fulcio's certificate extension OIDs (arc 1.3.6.1.4.1.57264.1) that toolseal reads. */
export declare const FULCIO_OID: {
    /** Issuer, legacy form: the raw string as the extension value. */
    readonly ISSUER_V1: "1.3.6.1.4.1.57264.1.1";
    /** Issuer, newer form: a DER UTF8String. */
    readonly ISSUER_V2: "1.3.6.1.4.1.57264.1.8";
    /** GitHub Workflow Repository, legacy form (`OWNER/REPO`, raw): the run's repository where .12 is absent. */
    readonly GITHUB_WORKFLOW_REPOSITORY_V1: "1.3.6.1.4.1.57264.1.5";
    readonly SOURCE_REPOSITORY_URI: "1.3.6.1.4.1.57264.1.12";
    readonly SOURCE_REPOSITORY_DIGEST: "1.3.6.1.4.1.57264.1.13";
    readonly SOURCE_REPOSITORY_REF: "1.3.6.1.4.1.57264.1.14";
    /** `https://github.com/<owner>`: what the `io.github.<owner>/…` namespace rule compares with. */
    readonly SOURCE_REPOSITORY_OWNER_URI: "1.3.6.1.4.1.57264.1.16";
};
/**
 * Who may have signed, as plain data. The SAN is matched exactly, or by a regular expression that must
 * match the whole SAN (never a substring, never a prefix); the issuer is matched exactly.
 */
export interface IdentityPolicy {
    issuer: string;
    identity: {
        kind: 'exact';
        san: string;
    } | {
        kind: 'regexp';
        pattern: string;
    } | GitHubWorkflowIdentity;
    /**
     * For a SAN (exact or pattern) that names a workflow of github.com: the repository the signing run
     * belonged to (the certificate's Source Repository URI). A reusable workflow's SAN names the called
     * workflow, so any repository that calls it gets the same SAN: absent, the run must be in the SAN's own
     * repository; `{ repository }`, in that one (`--source-repo`); `any`, wherever (`--allow-reusable-callers`).
     * The `github` identity names its source repository itself (`--repo`, `--owner`).
     */
    caller?: {
        kind: 'repository';
        repository: string;
    } | {
        kind: 'any';
    };
}
/**
 * A signer named the way `gh attestation verify` names one (`--repo`, `--owner`, `--signer-workflow`,
 * `--signer-ref`), compared field by field instead of by a pattern the user writes. The SAN must be a
 * workflow of GitHub (`https://github.com/OWNER/REPO/.github/workflows/FILE@REF`); owner and repository
 * names compare case-insensitively (ASCII), as GitHub compares them; path and ref exactly.
 */
export interface GitHubWorkflowIdentity {
    kind: 'github';
    /** The repository the signing run belonged to (`OWNER/REPO`): the certificate's source repository. */
    repository?: string;
    /** The owner of that repository (always set: from `repository`, or `--owner`). */
    owner: string;
    /** The workflow file that signed: its repository (a reusable workflow may live elsewhere) and path. */
    workflow?: {
        repository: string;
        path: string;
    };
    /** The ref the workflow ran at (`refs/tags/v1.2.0`), exactly. */
    ref?: string;
}
/**
 * The policy of gh-style options: `--repo OWNER/REPO` or `--owner OWNER`, optionally narrowed by
 * `--signer-workflow` (`PATH` in that repository, or `OWNER/REPO/PATH` as gh takes it, with or without
 * `github.com/` before it) and `--signer-ref`. `USAGE` for a name GitHub could not hold.
 */
export declare function githubIdentityPolicy(options: {
    repo?: string;
    owner?: string;
    signerWorkflow?: string;
    signerRef?: string;
    issuer?: string;
}): IdentityPolicy;
/** What a verified signing certificate says about its signer, with Fulcio extension values decoded. */
export interface SignerIdentity {
    /** The certificate's SAN (URI or e-mail), if any. */
    san: string | undefined;
    /** Decoded Fulcio extension values by OID (only the 1.3.6.1.4.1.57264.1 arc). */
    extensions: Record<string, string>;
}
/** A raw X.509 extension: its OID and the contents of its `extnValue` OCTET STRING. */
export interface RawExtension {
    oid: string;
    value: Uint8Array;
}
/**
 * Decodes a Fulcio extension value: legacy OIDs (…57264.1.1 to .6) hold the raw string, newer ones a
 * DER UTF8String. Comparing raw bytes would let a legacy value pass where a DER one is expected (or fail
 * every match), so the value is decoded by what its OID says it is. `UNTRUSTED_SIGNER` when malformed.
 */
export declare function decodeFulcioExtension(oid: string, value: Uint8Array): string;
/** The signer identity of a certificate's SAN and extensions (non-Fulcio extensions are ignored). */
export declare function signerIdentityOf(san: string | undefined, extensions: readonly RawExtension[]): SignerIdentity;
/** The certificate's OIDC issuer: the newer extension when present, else the legacy one. */
export declare function issuerOf(signer: SignerIdentity): string | undefined;
/**
 * Compiles a SAN pattern so it must match the whole SAN: `^(?:pattern)$`. The group keeps an
 * alternation (`a|b`) from anchoring only its first and last branch. The pattern must also compile on its
 * own: one that closes the wrapper's group early (`foo)|(.*` would make `^(?:foo)|(.*)$`, which matches
 * every SAN) has an unmatched `)` alone, and a pattern that parses alone has balanced groups and classes,
 * so it stays inside the group. `USAGE` for a pattern that does not compile alone. Match with
 * {@link matchesWholeString}, which also checks that the match covers the whole SAN.
 */
export declare function wholeStringRegExp(pattern: string): RegExp;
/**
 * Checks a verified signer against an identity policy: issuer exactly (`ISSUER_MISMATCH`), then the SAN
 * exactly or by a whole-string pattern (`UNTRUSTED_SIGNER`). Call it only after the cryptography passed.
 */
export declare function checkIdentity(signer: SignerIdentity, policy: IdentityPolicy): void;
/** The GitHub owner an `io.github.<owner>/…` server name claims, else undefined (no namespace rule applies). */
export declare function namespaceOwnerOf(serverName: string): string | undefined;
/**
 * The namespace rule (verification step 3): a server named `io.github.<owner>/…` must be signed from a repository
 * of that owner, per the certificate's Source Repository Owner URI (`https://github.com/<owner>`),
 * compared case-insensitively as GitHub does. `NAMESPACE_MISMATCH` otherwise. Returns the owner checked.
 */
export declare function checkNamespace(serverName: string, signer: SignerIdentity): string | undefined;
