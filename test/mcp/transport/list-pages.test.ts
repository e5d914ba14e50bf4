import { getEventListeners } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { listAllPages, TOOLS_LIST } from '../../../src/mcp/transport/list-pages.js';
import { DEFAULT_LIMITS, type SnapshotLimits } from '../../../src/mcp/server/server-spec.js';
import { SnapshotBudget } from '../../../src/mcp/server/snapshot-budget.js';

// Every page request must leave the budget's one shared signal as it found it: the SDK never removes the
// abort listener it adds to a request's signal, and a listener left per page makes each page cost more than
// the last (quadratic in pages). Counted, not timed.

const limits: SnapshotLimits = { ...DEFAULT_LIMITS, timeoutMs: 15_000 };

/** A real SDK server giving `pages` pages of one tool each, and a client connected to it in memory. */
async function pagingServer(pages: number): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = new Server({ name: 'paging', version: '1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async (req) => {
    const at = Number(req.params?.cursor ?? 0);
    return {
      tools: [{ name: `t${at}`, inputSchema: { type: 'object' as const } }],
      ...(at + 1 < pages ? { nextCursor: String(at + 1) } : {}),
    };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 't', version: '1' }, { capabilities: {} });
  await client.connect(clientSide);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

describe('paging leaves no listener behind on the snapshot budget signal', () => {
  it.each([1, 50])('%i page(s): every tool read, no abort listener left on the budget signal', async (pages) => {
    const budget = new SnapshotBudget(limits, 'paging server');
    const { client, close } = await pagingServer(pages);
    try {
      const listed = await listAllPages(client, budget, TOOLS_LIST);
      expect(listed.items).toHaveLength(pages);
      expect(getEventListeners(budget.signal, 'abort')).toHaveLength(0);
    } finally {
      await close();
      budget.dispose();
    }
  });
});
