import {
  META_CLIENT_CAPABILITIES,
  META_PROTOCOL_VERSION,
  META_SERVER_INFO,
  MODERN_PROTOCOL,
  notModernError,
  offersModern,
  onlyModernError,
  requestEnvelope,
  seenFromDiscover,
  unsupportedVersionIn,
} from '../../../src/mcp/transport/protocol-era.js';
import { codeOf, messageOf } from '../../support/thrown.js';

describe('requestEnvelope', () => {
  it('carries the 2026-07-28 revision, toolseal as the client, and the capabilities given', () => {
    const e = requestEnvelope({ roots: {} });
    expect(e[META_PROTOCOL_VERSION]).toBe(MODERN_PROTOCOL);
    expect(e[META_CLIENT_CAPABILITIES]).toEqual({ roots: {} });
    expect(requestEnvelope()[META_CLIENT_CAPABILITIES]).toEqual({});
  });
});

describe('offersModern and seenFromDiscover', () => {
  const discovered = {
    supportedVersions: ['2025-11-25', MODERN_PROTOCOL],
    instructions: 'Use search.',
    capabilities: { tools: { listChanged: true } },
    _meta: { [META_SERVER_INFO]: { name: 'docs', version: '1.0.0' }, other: 1 },
    ttlMs: 60000,
  };

  it('takes the revision, serverInfo, instructions and capabilities; not the cache hints', () => {
    expect(offersModern(discovered)).toBe(true);
    expect(seenFromDiscover(discovered, 'server "docs"')).toEqual({
      protocolVersion: MODERN_PROTOCOL,
      serverInfo: { name: 'docs', version: '1.0.0' },
      instructions: 'Use search.',
      capabilities: { tools: { listChanged: true } },
    });
  });

  it('a result that does not offer 2026-07-28 is no evidence, and seenFromDiscover refuses it (hostile)', () => {
    for (const r of [{ supportedVersions: ['2025-11-25'] }, { supportedVersions: MODERN_PROTOCOL }, [MODERN_PROTOCOL], null, 'x', {}])
      expect(offersModern(r)).toBe(false);
    expect(codeOf(() => seenFromDiscover({ supportedVersions: ['2025-11-25'] }, 'server "x"'))).toBe('SNAPSHOT_INCOMPLETE');
  });

  it('twin: members of the wrong type are left out, not taken', () => {
    expect(
      seenFromDiscover(
        { supportedVersions: [MODERN_PROTOCOL], instructions: 7, capabilities: [], _meta: { [META_SERVER_INFO]: 'docs' } },
        'l',
      ),
    ).toEqual({ protocolVersion: MODERN_PROTOCOL });
  });
});

describe('unsupportedVersionIn', () => {
  it('finds the revisions of a -32022 error in an error text', () => {
    const text = 'Error POSTing: {"jsonrpc":"2.0","id":0,"error":{"code":-32022,"message":"x","data":{"supported":["2026-07-28"]}}}';
    expect(unsupportedVersionIn(text)).toEqual(['2026-07-28']);
    expect(unsupportedVersionIn('{"code": -32022}')).toEqual([]);
  });

  it('keeps only strings, at most 8, and survives a broken list (hostile)', () => {
    const many = JSON.stringify(Array.from({ length: 20 }, (_, i) => `v${i}`));
    expect(unsupportedVersionIn(`"code":-32022,"supported":${many}`)).toHaveLength(8);
    expect(unsupportedVersionIn('"code":-32022,"supported":[1,{"a":"b"},"2026-07-28"]')).toEqual(['2026-07-28']);
    expect(unsupportedVersionIn('"code":-32022,"supported":[oops]')).toEqual([]);
  });

  it('twin: another error code is no sign of the other era', () => {
    expect(unsupportedVersionIn('{"code":-32601,"supported":["2026-07-28"]}')).toBeUndefined();
    expect(unsupportedVersionIn('{"code":-320220}')).toBeUndefined();
  });
});

describe('the era errors', () => {
  it('say what the server speaks and what to use', () => {
    expect(
      messageOf(() => {
        throw onlyModernError('server "docs"', ['2026-07-28'], undefined);
      }),
    ).toBe(
      'server "docs": the server speaks only 2026-07-28 and refused the 2025-11-25 initialize handshake; use --protocol auto or 2026-07-28',
    );
  });

  it("cut and escape the server's reason: no terminal control gets through (hostile)", () => {
    const reason = `\u001b[2J${'r'.repeat(1000)}`;
    const e = notModernError('server "docs"', reason, undefined);
    expect(e.code).toBe('SNAPSHOT_INCOMPLETE');
    expect(e.message).not.toContain('\u001b');
    expect(e.message).toContain('\\u001b[2J');
    expect(e.message.length).toBeLessThan(450);
  });
});
