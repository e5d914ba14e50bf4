import { jest } from '@jest/globals';
import { HostRequestDeadlines } from '../../../src/guard/upstream/http-deadlines.js';

// The deadlines of the host's requests over HTTP, on jest's clock (no test waits for real time): each
// request expires once after the --timeout unless it is settled first, progress on its token starts the
// deadline again, and the id 1 is not the id "1".

const TIMEOUT = 1000;

let expired: Array<[string | number, string] | [string | number, string, string]>;
let evicted: Array<string | number>;
let deadlines: HostRequestDeadlines;

const request = (id: string | number, method = 'tools/call', progressToken?: unknown) => ({
  jsonrpc: '2.0',
  id,
  method,
  params: progressToken === undefined ? {} : { _meta: { progressToken } },
});

beforeEach(() => {
  jest.useFakeTimers();
  expired = [];
  evicted = [];
  deadlines = new HostRequestDeadlines(
    TIMEOUT,
    (id, method, idText) => expired.push(idText === undefined ? [id, method] : [id, method, idText]),
    (id) => evicted.push(id),
  );
});
afterEach(() => {
  deadlines.clear();
  jest.useRealTimers();
});

describe('HostRequestDeadlines', () => {
  it('a request not answered expires once, at its deadline and not before, naming its id and method', () => {
    deadlines.start(request(7, 'tools/call'));
    jest.advanceTimersByTime(TIMEOUT - 1);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(expired).toEqual([[7, 'tools/call']]);
    jest.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toHaveLength(1);
  });

  it('a request answered in time never expires, and settles once (true, then false)', () => {
    deadlines.start(request('a'));
    jest.advanceTimersByTime(TIMEOUT - 1);
    expect(deadlines.settle('a')).toBe(true);
    expect(deadlines.settle('a')).toBe(false);
    jest.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toEqual([]);
  });

  it('the id 1 and the id "1" are two requests: settling one leaves the other to expire', () => {
    deadlines.start(request(1, 'ping'));
    deadlines.start(request('1', 'tools/list'));
    expect(deadlines.settle(1)).toBe(true);
    jest.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual([['1', 'tools/list']]);
  });

  it('a request sent again under the same id has one deadline, from the second send', () => {
    deadlines.start(request(3, 'first'));
    jest.advanceTimersByTime(TIMEOUT / 2);
    deadlines.start(request(3, 'second'));
    jest.advanceTimersByTime(TIMEOUT / 2);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(TIMEOUT / 2);
    expect(expired).toEqual([[3, 'second']]);
  });

  it("progress on the request's token starts its deadline again; progress on another token does not", () => {
    deadlines.start(request(5, 'tools/call', 'tok-5'));
    deadlines.start(request(6, 'tools/call', 'tok-6'));
    jest.advanceTimersByTime(TIMEOUT - 100);
    deadlines.progressed('tok-5');
    // A number token 5 is not the string token "tok-5", nor is an object a token at all.
    deadlines.progressed(5);
    deadlines.progressed({ token: 'tok-6' });
    jest.advanceTimersByTime(100);
    expect(expired).toEqual([[6, 'tools/call']]);
    jest.advanceTimersByTime(TIMEOUT - 100);
    expect(expired).toEqual([
      [6, 'tools/call'],
      [5, 'tools/call'],
    ]);
  });

  it('a settled request forgets its progress token: later progress restarts nothing', () => {
    deadlines.start(request(8, 'tools/call', 'tok'));
    deadlines.settle(8);
    deadlines.start(request(9, 'tools/call'));
    deadlines.progressed('tok');
    jest.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual([[9, 'tools/call']]);
  });

  it('clear forgets every deadline: none expires after it', () => {
    for (const id of [1, 2, 3]) deadlines.start(request(id));
    deadlines.clear();
    jest.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toEqual([]);
    expect(deadlines.settle(1)).toBe(false);
  });

  it('past 100 000 requests waiting, the oldest still waiting is given up for each new one (none below the bound)', () => {
    for (let id = 0; id < 100_000; id++) deadlines.start(request(id));
    expect(evicted).toEqual([]);
    deadlines.start(request('one more'));
    expect(evicted).toEqual([0]);
    // The caller settles what was given up; the next one then gives up the next oldest.
    deadlines.settle(0);
    deadlines.start(request('and another'));
    expect(evicted).toEqual([0, 1]);
  });

  it('two ids one double reads (12345678901234567890, …891), keyed by their text: each has its own deadline and answer', () => {
    // One double: Number() reads both as 12345678901234567000.
    const id = Number('12345678901234567890');
    expect(Number('12345678901234567891')).toBe(id);
    deadlines.start(request(id, 'first'), '12345678901234567890');
    deadlines.start(request(id, 'second'), '12345678901234567891');
    // The second did not forget the first; the answer to the first settles the first only.
    expect(deadlines.take(id, '12345678901234567890')).toEqual({ idText: '12345678901234567890' });
    expect(deadlines.waiting()).toEqual([{ id, idText: '12345678901234567891' }]);
    jest.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual([[id, 'second', '12345678901234567891']]);
  });

  it('the twin: ids a double holds, 7 and 8, each settled by its own answer as before', () => {
    deadlines.start(request(7, 'first'));
    deadlines.start(request(8, 'second'));
    expect(deadlines.take(7)).toEqual({});
    jest.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual([[8, 'second']]);
  });

  it.each([
    ['1e2 for a request written 1e2', 100, '1e2', undefined],
    [
      'a re-serialized big number for a request written 12345678901234567890',
      Number('12345678901234567890'),
      '12345678901234567890',
      undefined,
    ],
  ])(
    'an answer that writes the id otherwise (%s) settles nothing: the request still expires; the twin, written alike, settles it',
    (_what, id, written, other) => {
      deadlines.start(request(id, 'call'), written);
      expect(deadlines.settle(id, other)).toBe(false);
      jest.advanceTimersByTime(TIMEOUT);
      expect(expired).toEqual([[id, 'call', written]]);
      // The twin: the answer that writes the id as the host did.
      deadlines.start(request(id, 'again'), written);
      expect(deadlines.take(id, written)).toEqual({ idText: written });
      jest.advanceTimersByTime(TIMEOUT);
      expect(expired).toHaveLength(1);
    },
  );
});
