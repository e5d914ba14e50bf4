import { relockCommand } from '../../src/run/relock-command.js';

// The `toolseal lock --update` a check prints for a changed server: the same lock, folder and server, and
// never a value that may be a secret (an env value, a header value, a URL's credentials or query).
describe('relockCommand', () => {
  it('a config server: by its key; a snapshot: by its file; with the reviewed-snapshot folder', () => {
    expect(relockCommand({ kind: 'config', file: '.mcp.json', all: true }, 'mcp-tools.lock', '.toolseal')('docs')).toEqual({
      args: ['--lock', 'mcp-tools.lock', '--snapshot-dir', '.toolseal', '--config', '.mcp.json', '--server', 'docs'],
    });
    expect(relockCommand({ kind: 'snapshot', file: 'docs.snapshot.json' }, 'a.lock', undefined)('docs')).toEqual({
      args: ['--lock', 'a.lock', '--snapshot', 'docs.snapshot.json'],
    });
  });

  it('a stdio server: its command line and id, its env names only, the value left for the reader to add (hostile)', () => {
    const r = relockCommand(
      { kind: 'stdio', command: 'node', args: ['server.mjs'], env: { API_KEY: 'sk-live-0123456789', LEVEL: 'debug' }, serverId: 'docs' },
      'mcp-tools.lock',
      undefined,
    )('docs');
    expect(r).toEqual({
      args: ['--lock', 'mcp-tools.lock', '--server-id', 'docs', '--', 'node', 'server.mjs'],
      needs: "the server's environment (API_KEY, LEVEL) as --env NAME=VALUE before --",
    });
    expect(JSON.stringify(r)).not.toContain('sk-live-0123456789');
  });

  it('twin: a stdio server without env needs nothing more', () => {
    expect(relockCommand({ kind: 'stdio', command: 'node', args: ['s.mjs'] }, 'l', undefined)('x')).toEqual({
      args: ['--lock', 'l', '--', 'node', 's.mjs'],
    });
  });

  it('a URL: its credentials and query left out, header names only, the transport kept (hostile)', () => {
    const r = relockCommand(
      {
        kind: 'url',
        url: 'https://user:pa55word@mcp.example.com/mcp?key=sk-q-0123',
        transport: 'sse',
        headers: { Authorization: 'Bearer tok-0123456789' },
      },
      'l',
      undefined,
    )('remote');
    expect(r).toEqual({
      args: ['--lock', 'l', '--url', 'https://mcp.example.com/mcp', '--transport', 'sse'],
      needs: 'the headers (Authorization) as --header "NAME: VALUE", and the credentials or query of the URL',
    });
    expect(JSON.stringify(r)).not.toMatch(/pa55word|sk-q-0123|tok-0123456789/);
  });

  it('twin: a plain URL with the auto transport is the URL alone; a client-capabilities profile is kept', () => {
    expect(
      relockCommand(
        { kind: 'url', url: 'http://127.0.0.1:3000/mcp', transport: 'auto', clientCapabilities: ['roots', 'sampling'] },
        'l',
        undefined,
      )('r'),
    ).toEqual({ args: ['--lock', 'l', '--client-capabilities', 'roots,sampling', '--url', 'http://127.0.0.1:3000/mcp'] });
  });
});
