/**
 * The rules of toolseal's SARIF report (report-sarif.ts), each explained under its heading in
 * docs/troubleshooting.md (`help` is the heading's GitHub anchor).
 */
/** One rule per kind of change (SARIF reportingDescriptor ids). */
export declare const SARIF_RULES: {
    readonly 'privilege-widening': {
        readonly severity: "8.0";
        readonly level: "error";
        readonly name: "PrivilegeWidening";
        readonly short: "A tool widened its own privileges";
        readonly help: "privilege_widening";
        readonly full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server’s tools is approved.";
    };
    readonly 'privilege-narrowing': {
        readonly severity: "1.0";
        readonly level: "note";
        readonly name: "PrivilegeNarrowing";
        readonly short: "A tool narrowed its privileges";
        readonly help: "toolsealprivilege-narrowing";
        readonly full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported.";
    };
    readonly 'tool-changed': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "ToolChanged";
        readonly short: "A pinned tool changed";
        readonly help: "toolsealtool-changed";
        readonly full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock in a way toolseal does not classify (unclassified: no reviewed snapshot, or a keyword it cannot place; policy treats it as a schema expansion). Review the change, then re-pin with toolseal lock --update.";
    };
    readonly 'schema-expansion': {
        readonly severity: "6.0";
        readonly level: "warning";
        readonly name: "SchemaExpansion";
        readonly short: "What a caller may send to a tool grew";
        readonly help: "toolsealschema-expansion";
        readonly full: "The inputSchema of a pinned tool accepts more than it did: a property added, required dropped, an enum or const widened or removed, a type broadened, additionalProperties, patternProperties or items opened, a bound, pattern, format or length relaxed or removed, a new anyOf or oneOf branch, or a $ref pointed elsewhere. Review what the tool now accepts, then re-pin with toolseal lock --update.";
    };
    readonly 'schema-narrowing': {
        readonly severity: "2.0";
        readonly level: "note";
        readonly name: "SchemaNarrowing";
        readonly short: "What a caller may send to a tool shrank";
        readonly help: "toolsealschema-narrowing";
        readonly full: "The inputSchema of a pinned tool accepts less than it did (the reverse of an expansion): calls that worked may now be refused. Re-pin with toolseal lock --update.";
    };
    readonly 'prose-changed': {
        readonly severity: "4.0";
        readonly level: "warning";
        readonly name: "ProseChanged";
        readonly short: "Text the model reads changed";
        readonly help: "toolsealprose-changed";
        readonly full: "Only text the model reads changed in a pinned tool: a description, title, examples or $comment at any depth, or annotations.title. A sentence can steer the model: read it, then re-pin with toolseal lock --update.";
    };
    readonly 'output-changed': {
        readonly severity: "3.0";
        readonly level: "warning";
        readonly name: "OutputChanged";
        readonly short: "A tool’s outputSchema changed";
        readonly help: "toolsealoutput-changed";
        readonly full: "The outputSchema of a pinned tool (what it says it returns) changed beyond its prose. Review it, then re-pin with toolseal lock --update.";
    };
    readonly 'execution-changed': {
        readonly severity: "4.0";
        readonly level: "warning";
        readonly name: "ExecutionChanged";
        readonly short: "A tool’s execution member changed";
        readonly help: "toolsealexecution-changed";
        readonly full: "The execution member of a pinned tool (how a host runs it, for example as a task) changed. Review it, then re-pin with toolseal lock --update.";
    };
    readonly 'tool-added': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "ToolAdded";
        readonly short: "A tool was added";
        readonly help: "toolsealtool-added";
        readonly full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update.";
    };
    readonly 'tool-removed': {
        readonly severity: "3.0";
        readonly level: "warning";
        readonly name: "ToolRemoved";
        readonly short: "A tool was removed";
        readonly help: "toolsealtool-removed";
        readonly full: "A tool in the lock is no longer offered by the server.";
    };
    readonly 'instructions-changed': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "InstructionsChanged";
        readonly short: "The server instructions changed";
        readonly help: "toolsealinstructions-changed";
        readonly full: "The instructions of the server’s initialize result, which hosts add to the model’s system prompt, differ from the lock (changed, added or removed). Review them, then re-pin with toolseal lock --update.";
    };
    readonly 'prompt-changed': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "PromptChanged";
        readonly short: "A prompt changed";
        readonly help: "toolsealprompt-changed";
        readonly full: "A prompt of the server (its description, arguments or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update.";
    };
    readonly 'resource-template-changed': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "ResourceTemplateChanged";
        readonly short: "A resource template changed";
        readonly help: "toolsealresource-template-changed";
        readonly full: "A resource template of the server (its description or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update.";
    };
    readonly 'unpinned-package': {
        readonly severity: "5.0";
        readonly level: "warning";
        readonly name: "UnpinnedPackage";
        readonly short: "A server is launched with no exact package version";
        readonly help: "unpinned_package";
        readonly full: "The config starts the server through a launcher (npx, pnpm dlx, bunx, uvx, pipx run, docker run) with no exact version: no version, @latest, a range, or an image tag without a digest. Whatever is newest is fetched at the next start, whatever the lock pins. Pin one version (name@1.2.3, name==1.2.3, image@sha256:…) in the config.";
    };
    readonly 'package-changed': {
        readonly severity: "7.0";
        readonly level: "warning";
        readonly name: "PackageChanged";
        readonly short: "A pinned package version has another integrity";
        readonly help: "toolsealpackage-changed";
        readonly full: "The package the server is launched from resolved to another integrity (or image digest) than the lock pinned for the same version: what is published under that version was replaced. Review it before re-pinning with toolseal lock --update.";
    };
};
export type SarifRuleId = keyof typeof SARIF_RULES;
