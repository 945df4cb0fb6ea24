import { describe, expect, it } from 'vitest';
import { parseDashboardTab, tabsFor } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('opens the tab named in the URL', () => {
    expect(parseDashboardTab('recurring')).toBe('recurring');
    expect(parseDashboardTab('payment-methods')).toBe('payment-methods');
    expect(parseDashboardTab('fundraisers')).toBe('fundraisers');
    expect(parseDashboardTab('fundraisers', true)).toBe('fundraisers');
    expect(parseDashboardTab('donations', true)).toBe('donations');
    expect(parseDashboardTab('overview', true)).toBe('overview');
  });

  it('opens My Donations for a donor with no tab, an unknown one or the administrators’ Overview', () => {
    expect(parseDashboardTab(null)).toBe('donations');
    expect(parseDashboardTab('overview')).toBe('donations');
    expect(parseDashboardTab('')).toBe('donations');
  });

  it('opens the Overview for an administrator with no tab or an unknown one', () => {
    expect(parseDashboardTab(null, true)).toBe('overview');
    expect(parseDashboardTab('nonsense', true)).toBe('overview');
  });
});

describe('tabsFor', () => {
  it('gives an administrator five tabs, Overview first, and a donor four', () => {
    expect(tabsFor(true)).toEqual(['overview', 'donations', 'recurring', 'payment-methods', 'fundraisers']);
    expect(tabsFor(false)).toEqual(['donations', 'recurring', 'payment-methods', 'fundraisers']);
  });
});
