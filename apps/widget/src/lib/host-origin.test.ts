import { describe, expect, it } from 'vitest';
import { hostPageOrigin } from './host-origin';

/** A window as hostPageOrigin reads it: framed or not, with what the browser says of the host page. */
function fakeWindow(opts: { framed: boolean; ancestors?: string[]; referrer?: string }): Window {
  const win = {
    location: { origin: 'https://give.causeway.test', ancestorOrigins: opts.ancestors },
    document: { referrer: opts.referrer ?? '' },
  } as { parent?: unknown };
  win.parent = opts.framed ? {} : win;
  return win as unknown as Window;
}

describe('hostPageOrigin', () => {
  it('takes the first ancestor origin where the browser gives one', () => {
    const win = fakeWindow({ framed: true, ancestors: ['https://friends.example.org'], referrer: 'https://x.test/' });
    expect(hostPageOrigin(win)).toBe('https://friends.example.org');
  });

  it('falls back on the referrer’s origin (Firefox has no ancestorOrigins)', () => {
    expect(hostPageOrigin(fakeWindow({ framed: true, referrer: 'http://localhost:4317/page?x=1' }))).toBe(
      'http://localhost:4317',
    );
  });

  it('answers null outside a frame, on our own pages, and for anything but an http(s) origin', () => {
    expect(hostPageOrigin(fakeWindow({ framed: false, ancestors: ['https://friends.example.org'] }))).toBeNull();
    expect(hostPageOrigin(fakeWindow({ framed: true, ancestors: ['https://give.causeway.test'] }))).toBeNull();
    expect(hostPageOrigin(fakeWindow({ framed: true, referrer: 'not a url' }))).toBeNull();
    expect(hostPageOrigin(fakeWindow({ framed: true, ancestors: ['null'] }))).toBeNull();
    expect(hostPageOrigin(fakeWindow({ framed: true }))).toBeNull();
  });
});
