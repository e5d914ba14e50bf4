import { type CheckResult } from '../check/check.js';
export interface CheckMarkdownOptions {
    /** Include the text of changed fields (server text, inside fences it cannot close). Default false. */
    showText?: boolean;
    /**
     * The arguments of `toolseal lock --update` that re-pin a server as this check read it, and what the
     * reader must add to them (values left out because they may be secrets). With it, a changed server's
     * section ends with that command as its next step.
     */
    relock?: (serverId: string) => {
        args: readonly string[];
        needs?: string;
    } | undefined;
}
/**
 * The Markdown body of the check report (the pull-request comment and job summary). Every server-supplied
 * string (server ids, tool names, pointers, messages) goes through `mdText`; server text (descriptions,
 * schemas) appears only with `showText`, inside `mdFence`. Carries no hidden marker: the comment writer
 * adds its own.
 */
export declare function renderCheckMarkdown(result: CheckResult, options?: CheckMarkdownOptions): string;
/**
 * The unified diff (hunks only, three lines of context) of a field's reviewed and current text, each as
 * the reviewer reads it (a string as itself, anything else pretty-printed, sorted JSON). Undefined when the
 * texts are too long or too different for a diff to help.
 */
export declare function unifiedDiff(reviewed: string, current: string): string | undefined;
/** A field's text cut to what a report shows of it (with a note of how much more there was). */
export declare function cut(text: string): string;
