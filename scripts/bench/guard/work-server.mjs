#!/usr/bin/env node
// A real MCP server (the SDK's McpServer over stdio) whose one tool does WORK_MS milliseconds of work per
// call (a busy loop: a tool that computes, reads a file or asks a database spends that time before it
// answers): `node work-server.mjs WORK_MS`. For the guard's pass-through benchmark: the ratio a user
// feels is the one against a server that does something.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod';

const workMs = Number(process.argv[2] ?? 1);
const server = new McpServer({ name: 'work-server', version: '1.0.0' });
server.registerTool('search', { description: 'Search the documents', inputSchema: { query: z.string() } }, async ({ query }) => {
  const until = performance.now() + workMs;
  let n = 0;
  while (performance.now() < until) n++;
  return { content: [{ type: 'text', text: `results for ${query} (${n})` }] };
});
await server.connect(new StdioServerTransport());
