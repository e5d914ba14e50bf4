import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import { ToolsealError, type ErrorCode as ToolsealErrorCode } from '../core/errors.js';
import type { SnapshotBudget } from './snapshot-budget.js';

/**
 * The result schema given to `client.request`: anything. The SDK then hands back the result object as
 * the transport delivered it, so the tools keep every key, their order and their values (the SDK's own
 * `ListToolsResultSchema` strips unknown keys and rejects a whole page over one odd tool).
 */
const ANY_RESULT = z.unknown();

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

/** One paginated list method: what to request, where its entries are, and what identifies an entry. */
export interface PagedList {
  method: 'tools/list' | 'prompts/list' | 'resources/templates/list';
  /** The result's array member: `tools`, `prompts`, `resourceTemplates`. */
  key: 'tools' | 'prompts' | 'resourceTemplates';
  /** The member that identifies an entry (two entries with one value are refused). */
  idKey: 'name' | 'uriTemplate';
  /** How messages name an entry: `tool`, `prompt`, `resource template`. */
  noun: string;
  duplicate: ToolsealErrorCode;
}

export const TOOLS_LIST: PagedList = { method: 'tools/list', key: 'tools', idKey: 'name', noun: 'tool', duplicate: 'DUPLICATE_TOOL_NAME' };
export const PROMPTS_LIST: PagedList = { method: 'prompts/list', key: 'prompts', idKey: 'name', noun: 'prompt', duplicate: 'DUPLICATE_PROMPT_NAME' };
export const RESOURCE_TEMPLATES_LIST: PagedList = {
  method: 'resources/templates/list',
  key: 'resourceTemplates',
  idKey: 'uriTemplate',
  noun: 'resource template',
  duplicate: 'DUPLICATE_RESOURCE_TEMPLATE',
};

function shortCursor(cursor: string): string {
  return JSON.stringify(cursor.length > 60 ? `${cursor.slice(0, 60)}…` : cursor);
}

/**
 * Requests `tools/list` page after page, following `nextCursor` until it is absent. Ends in
 * `SNAPSHOT_INCOMPLETE` (through the budget) on a repeated or non-advancing cursor, more than `maxPages`
 * pages, a malformed page, or a failed request; in `DUPLICATE_TOOL_NAME` when a name comes again.
 * Never returns a partial list.
 */
export async function listAllTools(client: Client, budget: SnapshotBudget, where: string): Promise<ToolPages> {
  const { items, pages } = await listAllPages(client, budget, where, TOOLS_LIST);
  return { tools: items, pages };
}

/**
 * Every page of a list method, under the same bounds as the tools (the snapshot's one deadline and byte
 * count; at most `maxPages` pages of this list), following `nextCursor` until it is absent; an entry
 * whose id comes again ends in the list's duplicate code. With `absentIfNotFound`, a server that answers
 * the first request with "method not found" (-32601) has no such list: undefined. Never a partial list.
 */
export async function listAllPages(client: Client, budget: SnapshotBudget, where: string, list: PagedList): Promise<ListPages>;
export async function listAllPages(client: Client, budget: SnapshotBudget, where: string, list: PagedList, absentIfNotFound: true): Promise<ListPages | undefined>;
export async function listAllPages(client: Client, budget: SnapshotBudget, where: string, list: PagedList, absentIfNotFound = false): Promise<ListPages | undefined> {
  const items: unknown[] = [];
  const firstSeen = new Map<string, { page: number; index: number }>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  const m = list.method;
  const incomplete = (reason: string): never => {
    budget.fail(reason);
    throw budget.failed;
  };
  for (;;) {
    if (pages >= budget.limits.maxPages) incomplete(`the server has more than ${budget.limits.maxPages} pages of ${list.key} (--max-pages)`);
    const request = { method: m, params: cursor === undefined ? {} : { cursor } };
    let result: unknown;
    try {
      result = await budget.race(client.request(request, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    } catch (e) {
      if (absentIfNotFound && pages === 0 && !budget.failed && e instanceof McpError && e.code === ErrorCode.MethodNotFound) return undefined;
      throw e;
    }
    budget.check();
    pages++;
    if (typeof result !== 'object' || result === null || Array.isArray(result)) {
      incomplete(`protocol error: ${m} page ${pages} is not an object`);
    }
    const page = result as Record<string, unknown>;
    if (!Array.isArray(page[list.key])) incomplete(`protocol error: ${m} page ${pages} has no "${list.key}" array`);
    (page[list.key] as unknown[]).forEach((item, index) => {
      const id = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[list.idKey] : undefined;
      if (typeof id === 'string') {
        const before = firstSeen.get(id);
        if (before) {
          throw new ToolsealError(
            list.duplicate,
            `${where}: ${list.noun} ${JSON.stringify(id)} appears twice: page ${before.page} position ${before.index} and page ${pages} position ${index}`,
          );
        }
        firstSeen.set(id, { page: pages, index });
      }
      items.push(item);
    });
    const next = page.nextCursor;
    if (next === undefined || next === null) return { items, pages };
    if (typeof next !== 'string') incomplete(`protocol error: ${m} page ${pages} has a nextCursor that is not a string`);
    const nextCursor = next as string;
    if (nextCursor === cursor) incomplete(`the cursor did not advance: ${m} page ${pages} returned its own cursor ${shortCursor(nextCursor)} again`);
    if (cursors.has(nextCursor)) incomplete(`the cursor loops: ${m} page ${pages} returned ${shortCursor(nextCursor)}, seen before`);
    cursors.add(nextCursor);
    cursor = nextCursor;
  }
}
