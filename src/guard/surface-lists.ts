import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError } from '../core/errors.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import type { NonToolSurface } from '../core/surface/non-tool-surface.js';
import { PROMPTS_LIST, RESOURCE_TEMPLATES_LIST, listAllPages, listAllTools, type ListRequester } from '../mcp/transport/list-pages.js';
import type { SnapshotBudget } from '../mcp/server/snapshot-budget.js';

/** What the server's initialize (or server/discover) answer declared: its instructions and capabilities. */
export interface DeclaredSurface {
  instructions?: unknown;
  capabilities?: Record<string, unknown>;
}

/**
 * The lists a decision is taken on, within one budget: every page of the server's tools, and, once the
 * server answered initialize (`declared`), its instructions and every page of the prompts and resource
 * templates it declares (a capability it does not declare is not asked for; "method not found" is no
 * list). Before that answer the tools are decided alone (no `nonTool`).
 */
export async function surfaceLists(
  lister: ListRequester,
  budget: SnapshotBudget,
  declared: DeclaredSurface | undefined,
): Promise<{ tools: unknown[]; nonTool?: NonToolSurface }> {
  const { tools } = await listAllTools(lister, budget);
  if (!declared) return { tools };
  const nonTool: NonToolSurface = {};
  if (Object.hasOwn(declared, 'instructions')) nonTool.instructions = declared.instructions as string;
  const offers = (name: string) => isObject(declared.capabilities?.[name]);
  if (offers('prompts')) {
    const p = await listAllPages(lister, budget, PROMPTS_LIST, true);
    if (p) nonTool.prompts = p.items as NonToolSurface['prompts'];
  }
  if (offers('resources')) {
    const t = await listAllPages(lister, budget, RESOURCE_TEMPLATES_LIST, true);
    if (t) nonTool.resourceTemplates = t.items as NonToolSurface['resourceTemplates'];
  }
  return { tools, nonTool };
}

/** Why the lists could not be taken, with no server text (a server's error message is not quoted). */
export function listError(e: unknown, budget: SnapshotBudget, label: string): { code: ToolsealError['code']; message: string } {
  if (budget.failed) return budget.failed;
  if (e instanceof ToolsealError) return e;
  if (e instanceof McpError)
    return { code: 'SNAPSHOT_INCOMPLETE', message: `${label}: the server answered tools/list with error ${e.code}` };
  return { code: 'SNAPSHOT_INCOMPLETE', message: `${label}: tools/list failed` };
}
