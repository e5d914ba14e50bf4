import { LEGACY_PROTOCOL, MODERN_PROTOCOL, PROTOCOL_CHOICES, isProtocolChoice } from '../../../src/mcp/server/protocol-versions.js';

describe('the protocol revisions', () => {
  it('--protocol takes auto and the two eras by their revision', () => {
    expect(PROTOCOL_CHOICES).toEqual(['auto', '2025-11-25', '2026-07-28']);
    expect([LEGACY_PROTOCOL, MODERN_PROTOCOL]).toEqual(['2025-11-25', '2026-07-28']);
    for (const c of PROTOCOL_CHOICES) expect(isProtocolChoice(c)).toBe(true);
  });

  it('refuses a revision it does not speak, a near miss and a prototype member (hostile)', () => {
    for (const s of ['2025-06-18', '2024-11-05', '2026-07-28 ', 'AUTO', '', 'toString', '__proto__', 'includes'])
      expect(isProtocolChoice(s)).toBe(false);
  });
});
