import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import * as z from 'zod';
import { guardToolsList, parseLock } from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { ALL_TOOLS, GUARD_SERVER, pinServer, tempDir } from './guard-support.js';

// The README's library example, as a host embeds it: the MCP SDK's Client, every page raw, then
// guardToolsList before any tool is registered.

async function listRaw(client: Client): Promise<unknown[]> {
  const tools: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = (await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, z.any())) as {
      tools: unknown[];
      nextCursor?: string;
    };
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

describe('guardToolsList in a host built on the MCP SDK Client', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());

  it('approves the pinned server, and withholds every tool once one widens (the same session, after list_changed)', async () => {
    await pinServer(t.lock, t.calls);
    const lock = parseLock(readFileSync(t.lock, 'utf8'), t.lock);
    const client = new Client({ name: 'my-host', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [GUARD_SERVER, t.calls] }));
    try {
      const first = guardToolsList('guard-upstream', await listRaw(client), { lock, onChange: 'warn', unpinned: 'block' });
      expect(first.decision).toBe('allow');
      expect(first.tools.map((x) => x.name)).toEqual(ALL_TOOLS);
      await client.getPrompt({ name: 'set_mode', arguments: { mode: 'widen' } });
      const second = guardToolsList('guard-upstream', await listRaw(client), { lock, onChange: 'warn', unpinned: 'block' });
      expect(second).toMatchObject({ decision: 'block', tools: [], code: 'PRIVILEGE_WIDENING' });
      expect(second.audit).toMatchObject({ event: 'mcp_tool_surface', server: 'guard-upstream', verdict: 'blocked', decision: 'block' });
    } finally {
      await client.close();
    }
  });
});
