import { describe, expect, it } from 'vitest';
import { jsonBody, ReadCache, type CachedBody } from './read-cache';

/** A production that finishes when the test says so, counting how often it ran. */
function controlled(result: () => CachedBody | undefined) {
  let runs = 0;
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const produce = () => {
    runs += 1;
    return new Promise<CachedBody | undefined>((resolve, reject) => {
      pending.push({ resolve: () => resolve(result()), reject });
    });
  };
  return {
    produce,
    get runs() {
      return runs;
    },
    finish: () => pending.shift()!.resolve(),
    fail: () => pending.shift()!.reject(new Error('read failed')),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the public read cache under concurrent misses', () => {
  it('runs one production for every request that misses the same key at once, and all get its answer', async () => {
    const cache = new ReadCache();
    const stats = controlled(() => jsonBody({ totalRaised: 100 }));
    const answers = Promise.all(Array.from({ length: 10 }, () => cache.getOrProduce('stats', stats.produce)));
    await settle();
    expect(stats.runs).toBe(1);
    stats.finish();
    const bodies = (await answers).map((a) => a?.body);
    expect(bodies).toEqual(Array(10).fill('{"totalRaised":100}'));
    // Kept: the next request is a hit.
    await cache.getOrProduce('stats', stats.produce);
    expect(stats.runs).toBe(1);
  });

  it('never hands a waiter an answer that is not for everyone: it produces its own', async () => {
    const cache = new ReadCache();
    const adminView = controlled(() => ({ ...jsonBody({ status: 'draft' }), uncacheable: true }));
    const visitorView = controlled(() => jsonBody({ status: 'active' }));
    const admin = cache.getOrProduce('campaign:1', adminView.produce);
    const visitor = cache.getOrProduce('campaign:1', visitorView.produce);
    await settle();
    expect(visitorView.runs).toBe(0);
    adminView.finish();
    await settle();
    expect(visitorView.runs).toBe(1);
    visitorView.finish();
    expect((await admin)?.body).toBe('{"status":"draft"}');
    expect((await visitor)?.body).toBe('{"status":"active"}');
  });

  it('lets a waiter try again itself when the production it waited for failed', async () => {
    const cache = new ReadCache();
    const first = controlled(() => jsonBody([]));
    const second = controlled(() => jsonBody(['campaign']));
    const failing = cache.getOrProduce('campaigns', first.produce);
    const waiting = cache.getOrProduce('campaigns', second.produce);
    await settle();
    first.fail();
    await expect(failing).rejects.toThrow('read failed');
    await settle();
    second.finish();
    expect((await waiting)?.body).toBe('["campaign"]');
  });

  it('does not let a request after a write wait for a production that began before it', async () => {
    const cache = new ReadCache();
    const before = controlled(() => jsonBody({ raised: 1 }));
    const after = controlled(() => jsonBody({ raised: 2 }));
    const old = cache.getOrProduce('campaign:1', before.produce);
    await settle();
    cache.invalidate();
    const fresh = cache.getOrProduce('campaign:1', after.produce);
    await settle();
    expect(after.runs).toBe(1);
    after.finish();
    before.finish();
    expect((await old)?.body).toBe('{"raised":1}');
    expect((await fresh)?.body).toBe('{"raised":2}');
    // What was read before the write is not kept; what was read after it is.
    expect((await cache.getOrProduce('campaign:1', before.produce))?.body).toBe('{"raised":2}');
  });
});
