// How messages name a server: a label from its command or URL that never holds one of its secrets.
import { describeServer, describeUrl, labelAndSecrets } from '../../../src/mcp/server/server-label.js';

describe('describeServer', () => {
  it("names a stdio server without its secrets by the server's own rule: a ${VAR} or an env value in its command is ***", () => {
    expect(describeServer({ kind: 'stdio', command: '/opt/bin/sk-expanded-Secret', args: [], secrets: ['sk-expanded-Secret'] })).toBe(
      'stdio server "***"',
    );
    expect(describeServer({ kind: 'stdio', command: '/opt/bin/sk-env-Secret99', args: [], env: { KEY: 'sk-env-Secret99' } })).toBe(
      'stdio server "***"',
    );
  });

  it('names it by its file name when that holds no secret (the twin)', () => {
    expect(describeServer({ kind: 'stdio', command: '/opt/bin/docs-server', args: [], env: { KEY: 'sk-env-Secret99' } })).toBe(
      'stdio server "docs-server"',
    );
  });
});

describe('describeServer: the part of the command that says what runs', () => {
  it('the command and the script, the folder above a generic file name', () => {
    expect(describeServer({ kind: 'stdio', command: '/usr/bin/node', args: ['servers/scripted-server.mjs'] })).toBe(
      'stdio server "node scripted-server.mjs"',
    );
    expect(describeServer({ kind: 'stdio', command: 'node', args: ['weather/dist/index.js'] })).toBe(
      'stdio server "node weather/dist/index.js"',
    );
    expect(describeServer({ kind: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'] })).toBe(
      'stdio server "npx server-memory"',
    );
  });

  it("never an option's value or a URL argument, which may hold a token (hostile)", () => {
    const key = 'sk-live-0123456789abcdef';
    const label = describeServer({
      kind: 'stdio',
      command: 'uvx',
      args: ['--api-key', key, 'mcp-proxy', `https://h.example/sse?key=${key}`],
    });
    expect(label).toBe('stdio server "uvx mcp-proxy"');
    expect(describeServer({ kind: 'stdio', command: 'node', args: [`https://h.example/s/${key}/mcp`] })).toBe('stdio server "node"');
    expect(describeServer({ kind: 'stdio', command: 'node', args: ['0123456789abcdef0123'] })).toBe('stdio server "node"');
  });

  it('with a server id, names both', () => {
    expect(describeServer({ kind: 'stdio', command: 'node', args: ['docs.mjs'] }, 'docs')).toBe(
      'server "docs" (stdio server "node docs.mjs")',
    );
  });
});

describe('describeUrl', () => {
  it("is the URL's origin only: userinfo, a path key and the query left out (hostile)", () => {
    expect(describeUrl('https://user:pa55word@mcp.example.com:8443/s/sk-live-abc123/mcp?token=t0ken')).toBe('https://mcp.example.com:8443');
  });

  it('twin: a plain URL is its origin; text that is no URL is named as the server URL', () => {
    expect(describeUrl('http://127.0.0.1:3000/mcp')).toBe('http://127.0.0.1:3000');
    expect(describeUrl('not a url')).toBe('the server URL');
  });
});

describe('labelAndSecrets', () => {
  it('decides the label and the secrets once: a header token is a secret and never in the label', () => {
    const { label, secrets } = labelAndSecrets(
      { kind: 'url', url: 'https://mcp.example.com/mcp', transport: 'auto', headers: { Authorization: 'Bearer bearer-Token-1' } },
      'docs',
    );
    expect(label).toBe('server "docs" (server https://mcp.example.com)');
    expect(secrets.known).toContain('bearer-Token-1');
    expect(label).not.toContain('bearer-Token-1');
  });
});
