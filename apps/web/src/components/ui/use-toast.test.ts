import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time, the newest', () => {
    toast({ title: 'Login Failed' });
    toast({ title: 'Login Successful', description: 'Welcome back, ada!' });

    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Login Successful', open: true });
  });

  it('keeps a dismissed toast for 3000 ms so it can animate out, then removes it', () => {
    const { dismiss } = toast({ title: 'Logged Out' });
    dismiss();
    expect(getToasts()[0]).toMatchObject({ title: 'Logged Out', open: false });

    vi.advanceTimersByTime(2999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('passes the variant through for destructive messages', () => {
    toast({ title: 'Logout Failed', variant: 'destructive' });
    expect(getToasts()[0]?.variant).toBe('destructive');
  });
});
