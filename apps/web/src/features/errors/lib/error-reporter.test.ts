import { ERROR_MESSAGE_MAX_CHARS, ERROR_STACK_MAX_CHARS } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { BATCH_DELAY_MS, REPORTS_PER_MINUTE, createErrorReporter, type ClientReport } from './error-reporter';
import { consoleErrorKeywords } from './install-error-reporter';

function setup() {
  const batches: ClientReport[][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const state = { now: Date.parse('2026-06-01T12:00:00Z'), userId: null as number | null, failUrl: false };
  const reporter = createErrorReporter({
    send: (body) => batches.push(JSON.parse(body)),
    now: () => state.now,
    schedule: (run, ms) => timers.push({ run, ms }),
    url: () => {
      if (state.failUrl) throw new Error('location is gone');
      return 'http://causeway.test/donate/4';
    },
    userAgent: 'Mozilla/5.0 Test',
    userId: () => state.userId,
  });
  const fireTimers = () => timers.splice(0).forEach((t) => t.run());
  return { reporter, batches, timers, state, fireTimers };
}

describe('createErrorReporter', () => {
  it('sends a burst as one batch after the batch delay, with the spec payload', () => {
    const { reporter, batches, timers, state, fireTimers } = setup();
    state.userId = 42;
    reporter.report('TypeError: a is undefined', 'at a (index.js:1:1)');
    reporter.report('TypeError: b is undefined');
    expect(batches).toHaveLength(0);
    expect(timers.map((t) => t.ms)).toEqual([BATCH_DELAY_MS]);
    fireTimers();
    expect(batches).toEqual([
      [
        {
          message: 'TypeError: a is undefined',
          stack: 'at a (index.js:1:1)',
          url: 'http://causeway.test/donate/4',
          userAgent: 'Mozilla/5.0 Test',
          userId: 42,
          timestamp: '2026-06-01T12:00:00.000Z',
        },
        expect.objectContaining({ message: 'TypeError: b is undefined', userId: 42 }),
      ],
    ]);
  });

  it(`sends at most ${REPORTS_PER_MINUTE} reports a minute, and more in the next minute`, () => {
    const { reporter, batches, state, fireTimers } = setup();
    for (let i = 0; i < 20; i++) reporter.report(`Error ${i}`);
    fireTimers();
    expect(batches.flat().map((r) => r.message)).toEqual(['Error 0', 'Error 1', 'Error 2', 'Error 3', 'Error 4']);
    state.now += 59_999;
    reporter.report('Error late');
    state.now += 1;
    reporter.report('Error next minute');
    fireTimers();
    expect(
      batches
        .flat()
        .map((r) => r.message)
        .slice(5),
    ).toEqual(['Error next minute']);
  });

  it('does not resend an error it already sent this minute, so one loop cannot hide other errors', () => {
    const { reporter, batches, fireTimers } = setup();
    for (let i = 0; i < 50; i++) reporter.report('ResizeObserver loop', 'at x');
    reporter.report('TypeError: other');
    fireTimers();
    expect(batches.flat().map((r) => r.message)).toEqual(['ResizeObserver loop', 'TypeError: other']);
  });

  it('trims the message and stack to the server caps and skips empty messages', () => {
    const { reporter, batches, fireTimers } = setup();
    reporter.report('   ');
    reporter.report('m'.repeat(ERROR_MESSAGE_MAX_CHARS + 10), 's'.repeat(ERROR_STACK_MAX_CHARS + 10));
    fireTimers();
    const [only] = batches.flat();
    expect(batches.flat()).toHaveLength(1);
    expect(only!.message).toHaveLength(ERROR_MESSAGE_MAX_CHARS);
    expect(only!.stack).toHaveLength(ERROR_STACK_MAX_CHARS);
  });

  it('swallows its own failures instead of reporting or throwing them', () => {
    const { reporter, batches, state, fireTimers } = setup();
    state.failUrl = true;
    expect(() => reporter.report('TypeError: x')).not.toThrow();
    fireTimers();
    expect(batches).toHaveLength(0);
  });
});

describe('consoleErrorKeywords', () => {
  it.each([
    'TypeError: Failed to fetch',
    'Network Error',
    '401: Unauthorized',
    'Internal server error',
    'Payment Failed',
    'Stripe.js not available',
    'Database is down',
    'Connection reset',
  ])('reports a console error mentioning "%s"', (text) => {
    expect(consoleErrorKeywords.test(text)).toBe(true);
  });

  it('leaves other console errors alone', () => {
    expect(consoleErrorKeywords.test('Warning: Each child in a list should have a unique "key" prop.')).toBe(false);
  });
});
