import type { Client } from '../../external-types.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
/** What a list is requested through: the SDK's Client, or the guard's own request function (see its decider). */
export interface ListRequester {
    request(request: {
        method: string;
        params?: Record<string, unknown>;
    }, resultSchema: Parameters<Client['request']>[1], options: {
        timeout: number;
        signal: AbortSignal;
    }): Promise<unknown>;
}
/** Every page of a server's `tools/list`, concatenated in received order. */
export interface ToolPages {
    tools: unknown[];
    pages: number;
}
/** Every page of one list method's result, concatenated in received order. */
export interface ListPages {
    items: unknown[];
    pages: number;
}
/** One paginated list method: what to request, and where its entries are. */
export interface PagedList {
    method: 'tools/list' | 'prompts/list' | 'resources/templates/list';
    /** The result's array member: `tools`, `prompts`, `resourceTemplates`. */
    key: 'tools' | 'prompts' | 'resourceTemplates';
    /** How messages name its entries: `tools`, `prompts`, `resource templates`. */
    plural: string;
}
export declare const TOOLS_LIST: PagedList;
export declare const PROMPTS_LIST: PagedList;
export declare const RESOURCE_TEMPLATES_LIST: PagedList;
/**
 * Requests `tools/list` page after page, following `nextCursor` until it is absent. Ends in
 * `SNAPSHOT_INCOMPLETE` (through the budget) on a cursor seen before (checked before that page's tools are
 * taken: a server that repeats its cursor repeats its page, and that is a stuck list, not a duplicate
 * tool), more than `maxPages` pages or `maxTools` tools (counted as each page arrives), a malformed page,
 * or a failed request. Never returns a partial list. The tools are not checked here (a name that comes
 * twice, a tool that is not an object): the snapshot's digests refuse those, naming both places.
 *
 * Memory: a page's result is dropped once its tools are taken, and the first page's array becomes the
 * list, so millions of tiny tools cost little beyond the tools themselves.
 */
export declare function listAllTools(client: ListRequester, budget: SnapshotBudget): Promise<ToolPages>;
/**
 * {@link listAllTools} for any list method (prompts and resource templates too): the same page loop under
 * the same bounds (the snapshot's one deadline and byte count; at most `maxPages` pages and `maxTools`
 * entries of each list, counted as each page arrives; only tools count toward the tools of the budget).
 * With `absentIfNotFound`, a server that answers the first request with "method not found" (-32601) has
 * no such list: undefined. Never a partial list; the entries are checked by the snapshot's digests.
 */
export declare function listAllPages(client: ListRequester, budget: SnapshotBudget, list: PagedList): Promise<ListPages>;
export declare function listAllPages(client: ListRequester, budget: SnapshotBudget, list: PagedList, absentIfNotFound: true): Promise<ListPages | undefined>;
