import { describe, expect, it } from 'vitest';
import { parseDashboardTab } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('opens the tab named in the URL', () => {
    expect(parseDashboardTab('recurring')).toBe('recurring');
    expect(parseDashboardTab('payment-methods')).toBe('payment-methods');
  });

  it('opens My Donations for no tab or an unknown one', () => {
    expect(parseDashboardTab(null)).toBe('donations');
    expect(parseDashboardTab('overview')).toBe('donations');
    expect(parseDashboardTab('')).toBe('donations');
  });
});
