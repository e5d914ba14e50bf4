import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import { countText } from '../../core/text/count-text.js';

/**
 * The result schema given to `client.request`: anything. The SDK then hands back the result object as
 * the transport delivered it, so the tools keep every key, their order and their values (the SDK's own
 * `ListToolsResultSchema` strips unknown keys and rejects a whole page over one odd tool).
 */
const ANY_RESULT = z.unknown();

/** What a list is requested through: the SDK's Client, or the guard's own request function (see its decider). */
export interface ListRequester {
  request(
    request: { method: string; params?: Record<string, unknown> },
    resultSchema: Parameters<Client['request']>[1],
    options: { timeout: number; signal: AbortSignal },
  ): Promise<unknown>;
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

export const TOOLS_LIST: PagedList = { method: 'tools/list', key: 'tools', plural: 'tools' };
export const PROMPTS_LIST: PagedList = { method: 'prompts/list', key: 'prompts', plural: 'prompts' };
export const RESOURCE_TEMPLATES_LIST: PagedList = {
  method: 'resources/templates/list',
  key: 'resourceTemplates',
  plural: 'resource templates',
};

function shortCursor(cursor: string): string {
  return JSON.stringify(cursor.length > 60 ? `${cursor.slice(0, 60)}…` : cursor);
}

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
export async function listAllTools(client: ListRequester, budget: SnapshotBudget): Promise<ToolPages> {
  const { items, pages } = await listAllPages(client, budget, TOOLS_LIST);
  return { tools: items, pages };
}

/**
 * {@link listAllTools} for any list method (prompts and resource templates too): the same page loop under
 * the same bounds (the snapshot's one deadline and byte count; at most `maxPages` pages and `maxTools`
 * entries of each list, counted as each page arrives; only tools count toward the tools of the budget).
 * With `absentIfNotFound`, a server that answers the first request with "method not found" (-32601) has
 * no such list: undefined. Never a partial list; the entries are checked by the snapshot's digests.
 */
export async function listAllPages(client: ListRequester, budget: SnapshotBudget, list: PagedList): Promise<ListPages>;
export async function listAllPages(
  client: ListRequester,
  budget: SnapshotBudget,
  list: PagedList,
  absentIfNotFound: true,
): Promise<ListPages | undefined>;
export async function listAllPages(
  client: ListRequester,
  budget: SnapshotBudget,
  list: PagedList,
  absentIfNotFound = false,
): Promise<ListPages | undefined> {
  let items: unknown[] | undefined;
  const cursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  const { maxPages, maxTools } = budget.limits;
  const m = list.method;
  const isTools = list.key === 'tools';
  const incomplete = (reason: string): never => {
    budget.fail(reason);
    throw budget.failed;
  };
  for (;;) {
    if (pages >= maxPages) incomplete(`the server has more than ${countText(maxPages, 'page')} of ${list.plural} (--max-pages)`);
    const request = { method: m, params: cursor === undefined ? {} : { cursor } };
    let result: unknown;
    // Each page's request gets a signal of its own, tied to the budget's for as long as it runs: the SDK adds
    // an abort listener to the signal it is given and never removes it, so handing it the budget's signal
    // left one listener per page on it (each page then cost more than the last: quadratic in pages).
    const pageAbort = new AbortController();
    const abortPage = () => pageAbort.abort(budget.signal.reason);
    if (budget.signal.aborted) abortPage();
    else budget.signal.addEventListener('abort', abortPage, { once: true });
    try {
      result = await budget.race(client.request(request, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: pageAbort.signal }));
    } catch (e) {
      if (absentIfNotFound && pages === 0 && !budget.failed && e instanceof McpError && e.code === ErrorCode.MethodNotFound)
        return undefined;
      throw e;
    } finally {
      budget.signal.removeEventListener('abort', abortPage);
    }
    budget.check();
    pages++;
    if (typeof result !== 'object' || result === null || Array.isArray(result)) {
      incomplete(`protocol error: ${m} page ${pages} is not an object`);
    }
    const page = result as Record<string, unknown>;
    const pageItems = page[list.key];
    if (!Array.isArray(pageItems)) return incomplete(`protocol error: ${m} page ${pages} has no "${list.key}" array`);
    // The tools' messages keep their wording; another list names its method.
    const at = isTools ? `page ${pages}` : `${m} page ${pages}`;
    const next = page.nextCursor;
    if (next !== undefined && next !== null) {
      if (typeof next !== 'string') incomplete(`protocol error: ${m} page ${pages} has a nextCursor that is not a string`);
      const nextCursor = next as string;
      if (nextCursor === cursor)
        incomplete(`the cursor did not advance: ${at} returned its own cursor ${shortCursor(nextCursor)} again, a cursor seen before`);
      if (cursors.has(nextCursor)) incomplete(`the cursor loops: ${at} returned ${shortCursor(nextCursor)}, a cursor seen before`);
    }
    const count = (items?.length ?? 0) + pageItems.length;
    if (count > maxTools) {
      incomplete(
        isTools
          ? budget.tooManyTools(count, `by page ${pages}`)
          : `the server has more than ${maxTools} ${list.plural} (--max-tools bounds each list): ${count} by ${at}`,
      );
    }
    if (items === undefined) items = pageItems;
    else for (let i = 0; i < pageItems.length; i++) items.push(pageItems[i]);
    if (isTools) budget.addTools(pageItems.length);
    if (next === undefined || next === null) return { items, pages };
    cursors.add(next as string);
    cursor = next as string;
  }
}
