import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { isSseFallback } from '../../../src/guard/upstream/http-failure.js';

// When `--transport auto` falls back from Streamable HTTP to SSE: only on a 4xx answer to the first POST
// that is not a request for authorization (the servers themselves are in http.test.ts, "falls back to SSE").
describe('isSseFallback', () => {
  it.each([400, 404, 405, 406, 415])('a %i answer to the first POST is an SSE server refusing it: try SSE', (status) => {
    expect(isSseFallback(new StreamableHTTPError(status, 'refused'))).toBe(true);
  });

  it.each([401, 403])('its twin, %i: the server asks for authorization; SSE would be refused too, so no fallback', (status) => {
    expect(isSseFallback(new StreamableHTTPError(status, 'unauthorized'))).toBe(false);
  });

  it('a server error, a network failure or no status at all is not a reason to try SSE', () => {
    expect(isSseFallback(new StreamableHTTPError(500, 'boom'))).toBe(false);
    expect(isSseFallback(new StreamableHTTPError(undefined, 'no status'))).toBe(false);
    expect(isSseFallback(new TypeError('fetch failed'))).toBe(false);
    expect(isSseFallback(undefined)).toBe(false);
  });
});
