#!/usr/bin/env node
// Plays the user's browser for the MCP conformance suite's auth scenarios: toolseal runs this as its
// `--oauth-open` command with the authorization URL as the last argument. It follows the authorization
// server's redirects (the suite's authorization endpoint approves at once) until one leads to the
// loopback callback on 127.0.0.1, and opens that, as a browser would. Bounded: 10 hops, 20 s.
const MAX_HOPS = 10;
const deadline = AbortSignal.timeout(20_000);
let url = new URL(process.argv[process.argv.length - 1]);
for (let hop = 0; hop < MAX_HOPS; hop++) {
  const res = await fetch(url, { redirect: 'manual', signal: deadline });
  await res.body?.cancel();
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) break;
  url = new URL(location, url);
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
    // The loopback redirect: toolseal's listener takes the code from it.
    const done = await fetch(url, { signal: deadline });
    await done.body?.cancel();
    break;
  }
}
