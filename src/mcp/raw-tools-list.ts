import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as z from 'zod/v4';
import { ToolsealError } from '../core/errors.js';
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
 * `SNAPSHOT_INCOMPLETE` (through the budget) on a repeated or non-advancing cursor, more than `maxPages`
 * pages, a malformed page, or a failed request; in `DUPLICATE_TOOL_NAME` when a name comes again.
 * Never returns a partial list.
 */
export async function listAllTools(client: Client, budget: SnapshotBudget, where: string): Promise<ToolPages> {
  const tools: unknown[] = [];
  const firstSeen = new Map<string, { page: number; index: number }>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  const incomplete = (reason: string): never => {
    budget.fail(reason);
    throw budget.failed;
  };
  for (;;) {
    if (pages >= budget.limits.maxPages) incomplete(`the server has more than ${budget.limits.maxPages} pages of tools (--max-pages)`);
    const request = { method: 'tools/list' as const, params: cursor === undefined ? {} : { cursor } };
    const result = await budget.race(
      client.request(request, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: budget.signal }),
    );
    budget.check();
    pages++;
    if (typeof result !== 'object' || result === null || Array.isArray(result)) {
      incomplete(`protocol error: tools/list page ${pages} is not an object`);
    }
    const page = result as Record<string, unknown>;
    if (!Array.isArray(page.tools)) incomplete(`protocol error: tools/list page ${pages} has no "tools" array`);
    (page.tools as unknown[]).forEach((tool, index) => {
      const name = typeof tool === 'object' && tool !== null ? (tool as Record<string, unknown>).name : undefined;
      if (typeof name === 'string') {
        const before = firstSeen.get(name);
        if (before) {
          throw new ToolsealError(
            'DUPLICATE_TOOL_NAME',
            `${where}: tool ${JSON.stringify(name)} appears twice: page ${before.page} position ${before.index} and page ${pages} position ${index}`,
          );
        }
        firstSeen.set(name, { page: pages, index });
      }
      tools.push(tool);
    });
    const next = page.nextCursor;
    if (next === undefined || next === null) return { tools, pages };
    if (typeof next !== 'string') incomplete(`protocol error: tools/list page ${pages} has a nextCursor that is not a string`);
    const nextCursor = next as string;
    if (nextCursor === cursor) incomplete(`the cursor did not advance: page ${pages} returned its own cursor ${shortCursor(nextCursor)} again`);
    if (cursors.has(nextCursor)) incomplete(`the cursor loops: page ${pages} returned ${shortCursor(nextCursor)}, seen before`);
    cursors.add(nextCursor);
    cursor = nextCursor;
  }
}
