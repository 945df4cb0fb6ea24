import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from './errors.service';
import { createServerErrorRecorder, describeServerFailure } from './server-error-recorder';

const failure = { method: 'GET', url: '/api/campaigns/1', statusCode: 500, error: new Error('boom') };

describe('createServerErrorRecorder', () => {
  it('pauses after a failed write and resumes once the pause is over', async () => {
    let clock = 0;
    const saved: ErrorEvent[] = [];
    let down = true;
    const failures: unknown[] = [];
    const recorder = createServerErrorRecorder({
      save: async (event) => {
        if (down) throw new Error('connection refused');
        saved.push(event);
      },
      onSaveFailed: (error) => failures.push(error),
      now: () => new Date(clock),
      pauseMs: 30_000,
    });
    recorder.capture(failure);
    await recorder.settled();
    expect(failures).toHaveLength(1);

    down = false;
    clock = 29_999;
    recorder.capture(failure);
    await recorder.settled();
    expect(saved).toHaveLength(0);

    clock = 30_000;
    recorder.capture(failure);
    await recorder.settled();
    expect(saved).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });

  it('keeps at most maxPending writes waiting and drops the rest', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let writes = 0;
    const recorder = createServerErrorRecorder({
      save: async () => {
        writes += 1;
        await gate;
      },
      onSaveFailed: () => {},
      now: () => new Date(0),
      maxPending: 2,
    });
    for (let i = 0; i < 5; i++) recorder.capture(failure);
    release();
    await recorder.settled();
    expect(writes).toBe(2);
  });

  it('never throws, even when the save or the failure itself misbehaves', async () => {
    const recorder = createServerErrorRecorder({
      save: () => {
        throw new Error('synchronous');
      },
      onSaveFailed: () => {
        throw new Error('logger down');
      },
      now: () => new Date(0),
    });
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(() => recorder.capture({ ...failure, error: hostile })).not.toThrow();
    expect(() => recorder.capture(failure)).not.toThrow();
    await expect(recorder.settled()).resolves.toBeUndefined();
  });
});

describe('describeServerFailure', () => {
  it('names an explicit 5xx answer by its status, and caps long messages and stacks', () => {
    const at = new Date(0);
    expect(describeServerFailure({ method: 'GET', url: '/x', statusCode: 502 }, at)).toMatchObject({
      message: 'HTTP 502 Bad Gateway',
      stack: null,
      source: 'server',
    });
    const long = new Error('m'.repeat(5000));
    long.stack = 's'.repeat(20_000);
    const event = describeServerFailure({ method: 'GET', url: '/x', statusCode: 500, error: long }, at);
    expect(event.message).toHaveLength(2048);
    expect(event.stack).toHaveLength(16_384);
    expect(describeServerFailure({ ...failure, error: 'plain text' }, at).message).toBe('plain text');
  });
});
