import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as z from 'zod/v4';
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
export async function listAllTools(client: Client, budget: SnapshotBudget, where: string): Promise<ToolPages> {
  let tools: unknown[] | undefined;
  const cursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  const { maxPages, maxTools } = budget.limits;
  const incomplete = (reason: string): never => {
    budget.fail(reason);
    throw budget.failed;
  };
  for (;;) {
    if (pages >= maxPages) incomplete(`the server has more than ${maxPages} pages of tools (--max-pages)`);
    const request = { method: 'tools/list' as const, params: cursor === undefined ? {} : { cursor } };
    let result: unknown = await budget.race(
      client.request(request, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: budget.signal }),
    );
    budget.check();
    pages++;
    if (typeof result !== 'object' || result === null || Array.isArray(result)) {
      incomplete(`protocol error: tools/list page ${pages} is not an object`);
    }
    const page = result as Record<string, unknown>;
    result = undefined;
    const pageTools = page.tools;
    if (!Array.isArray(pageTools)) return incomplete(`protocol error: tools/list page ${pages} has no "tools" array`);
    const next = page.nextCursor;
    if (next !== undefined && next !== null) {
      if (typeof next !== 'string') incomplete(`protocol error: tools/list page ${pages} has a nextCursor that is not a string`);
      const nextCursor = next as string;
      if (nextCursor === cursor) incomplete(`the cursor did not advance: page ${pages} returned its own cursor ${shortCursor(nextCursor)} again, a cursor seen before`);
      if (cursors.has(nextCursor)) incomplete(`the cursor loops: page ${pages} returned ${shortCursor(nextCursor)}, a cursor seen before`);
    }
    const count = (tools?.length ?? 0) + pageTools.length;
    if (count > maxTools) incomplete(budget.tooManyTools(count, `by page ${pages}`));
    if (tools === undefined) tools = pageTools;
    else for (let i = 0; i < pageTools.length; i++) tools.push(pageTools[i]);
    budget.addTools(pageTools.length);
    if (next === undefined || next === null) return { tools, pages };
    cursors.add(next as string);
    cursor = next as string;
  }
}
