import { GuardChannel, channelRequest } from '../../src/guard/guard-channel.js';

// The guard's own requests in an id space of their own, through the SDK's Client on the channel.

type Message = Record<string, unknown>;

describe('GuardChannel', () => {
  it("each channel's prefix holds a nonce: it owns its own ids, not another channel's nor a host's", () => {
    const a = new GuardChannel(async () => {});
    const b = new GuardChannel(async () => {});
    expect(a.prefix).not.toBe(b.prefix);
    expect(a.owns(`${a.prefix}1`)).toBe(true);
    expect([a.owns(`${b.prefix}1`), a.owns(1), a.owns('1'), a.owns(undefined)]).toEqual([false, false, false, false]);
  });

  it("a request goes upstream with its id in the channel's space; the answer comes back to the client with its own id", async () => {
    const sent: Message[] = [];
    const channel = new GuardChannel(async (m) => void sent.push(m));
    const request = channelRequest(channel);
    const controller = new AbortController();
    const answer = request('tools/list', { cursor: 'c2' }, { signal: controller.signal, timeout: 10_000 });
    const until = Date.now() + 10_000;
    while (sent.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    expect(sent).toEqual([{ jsonrpc: '2.0', id: `${channel.prefix}0`, method: 'tools/list', params: { cursor: 'c2' } }]);
    channel.deliver({ jsonrpc: '2.0', id: `${channel.prefix}0`, result: { tools: [], nextCursor: 'c3' } });
    await expect(answer).resolves.toEqual({ tools: [], nextCursor: 'c3' });
  });

  it('a request the client gives up on is cancelled upstream under the id it was sent with (the twin above is answered)', async () => {
    const sent: Message[] = [];
    const channel = new GuardChannel(async (m) => void sent.push(m));
    const controller = new AbortController();
    const answer = channelRequest(channel)('tools/list', {}, { signal: controller.signal, timeout: 10_000 });
    const until = Date.now() + 10_000;
    while (sent.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    controller.abort(new Error('given up'));
    await expect(answer).rejects.toThrow();
    expect(sent[1]).toMatchObject({ method: 'notifications/cancelled', params: { requestId: `${channel.prefix}0` } });
  });
});
