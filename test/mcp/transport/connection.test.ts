import { errorText, newClient, withoutHtmlPages } from '../../../src/mcp/transport/connection.js';

describe('errorText', () => {
  it("adds fetch's network reason from its cause, one or two levels down", () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
    expect(errorText(refused)).toBe('fetch failed (ECONNREFUSED)');
    const deeper = new Error('fetch failed', {
      cause: new Error('socket', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    });
    expect(errorText(deeper)).toBe('fetch failed (ECONNRESET)');
  });

  it("puts the SDK's HTTP status, kept in code, into the message", () => {
    expect(errorText(Object.assign(new Error('Streamable HTTP error: Error POSTing to endpoint'), { code: 404 }))).toBe(
      'Streamable HTTP error (HTTP 404): Error POSTing to endpoint',
    );
    expect(errorText(Object.assign(new Error('no colon here'), { code: 503 }))).toBe('HTTP 503: no colon here');
  });

  it('twin: a plain error is its message; a non-error its text; a cause without a code is added once', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('just text')).toBe('just text');
    expect(errorText(new Error('outer', { cause: new Error('inner') }))).toBe('outer (inner)');
    expect(errorText(new Error('outer: inner', { cause: new Error('inner') }))).toBe('outer: inner');
  });

  it('stops after a few causes: a cause chain that loops does not hang (hostile)', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorText(a)).toBe('a (b)');
  });
});

describe('withoutHtmlPages', () => {
  it("reduces a proxy's HTML page to its title, entities decoded and tags dropped", () => {
    const page =
      '<!DOCTYPE html><html><head><title>502 <b>Bad</b> Gateway &amp; more</title></head><body>' + 'x'.repeat(5000) + '</body></html>';
    expect(withoutHtmlPages(`HTTP 502: ${page}`)).toBe('HTTP 502: an HTML page titled "502 Bad Gateway & more"');
  });

  it('a page without a title, or cut off, is "an HTML page"; a title is cut to 120 characters (hostile)', () => {
    expect(withoutHtmlPages('error: <html><body>nothing')).toBe('error: an HTML page');
    expect(withoutHtmlPages(`<html><title>${'T'.repeat(3000)}</title></html>`)).toBe('an HTML page');
    expect(withoutHtmlPages(`<html><title>${'T'.repeat(500)}</title></html>`)).toBe(`an HTML page titled "${'T'.repeat(120)}"`);
  });

  it('twin: text that only mentions tags is left as it is', () => {
    expect(withoutHtmlPages('expected <tool> in the answer, got "html"')).toBe('expected <tool> in the answer, got "html"');
  });
});

describe('newClient', () => {
  it('declares the capabilities it is given, as toolseal', () => {
    const client = newClient({ roots: {} });
    expect((client as unknown as { _capabilities: unknown })._capabilities).toEqual(expect.objectContaining({ roots: {} }));
  });
});
