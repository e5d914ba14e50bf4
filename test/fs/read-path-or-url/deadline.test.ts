import { createServer, type Server } from 'node:http';
import { isToolsealError } from '../../../src/core/errors.js';
import { readPathOrURL } from '../../../src/fs/read-path-or-url.js';
import { closeHttp, listen } from '../../support/loopback-http.js';

// A URL an API answered with (an attestation's bundle_url) is fetched with the address-class rule of a
// redirect: no further inside than the API's own address (`within`). And the command's deadline (`signal`)
// ends a fetch whatever time its own timeout leaves. Against a real HTTP server on 127.0.0.1.
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    if (isToolsealError(e)) return `${e.code}: ${e.message}`;
    throw e;
  }
}

describe('readPathOrURL within an earlier fetch, under a deadline', () => {
  let server: Server;
  let base = '';
  let hits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (req.url === '/hang') return; // never answered
      res.writeHead(200).end('{"ok":true}');
    });
    base = `http://127.0.0.1:${await listen(server)}`;
  });
  afterAll(() => closeHttp(server));

  it('refuses a URL further inside than the fetch it came from (this machine, after a public API), before requesting it', async () => {
    const before = hits;
    expect(await failure(readPathOrURL(`${base}/b.json`, { within: 'public' }))).toMatch(
      /^IO_ERROR: cannot fetch .*: redirected to a loopback address, further inside than where the fetch began \(public\)$/,
    );
    expect(hits).toBe(before);
  });

  it('the twin: within a fetch that began on this machine, the same URL is fetched', async () => {
    expect((await readPathOrURL(`${base}/b.json`, { within: 'loopback' })).text).toBe('{"ok":true}');
  });

  it('ends at the command deadline, long before its own timeout, saying so', async () => {
    const deadline = new AbortController();
    const pending = failure(readPathOrURL(`${base}/hang`, { timeoutMs: 600_000, signal: deadline.signal }));
    setImmediate(() => deadline.abort());
    expect(await pending).toBe(`IO_ERROR: cannot fetch ${base}/hang: the command's --timeout passed`);
    // A deadline already past: nothing is read, not even a path.
    expect(await failure(readPathOrURL('some.json', { signal: AbortSignal.abort() }))).toBe(
      "IO_ERROR: cannot read some.json: the command's --timeout passed",
    );
  });
});
