import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/campaigns/12?tab=rewards#top')).toBe('/campaigns/12?tab=rewards#top');
  });

  it('falls back to the dashboard when no target is given', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it('refuses absolute URLs to another site', () => {
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('http://evil.example/dashboard')).toBe('/dashboard');
    expect(safeRedirect('javascript:alert(1)')).toBe('/dashboard');
  });

  it('refuses protocol-relative and backslash tricks', () => {
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\t/evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\n/evil.example')).toBe('/dashboard');
  });

  it('refuses relative paths that do not start at the site root', () => {
    expect(safeRedirect('dashboard')).toBe('/dashboard');
    expect(safeRedirect('evil.example/dashboard')).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('keeps a plain path readable in the query', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?redirect=/dashboard');
  });

  it('encodes a target query so it survives as one parameter', () => {
    const path = loginPathFor('/campaigns/3?tab=rewards&x=1');
    expect(path).toBe('/login?redirect=/campaigns/3%3Ftab%3Drewards%26x%3D1');
    expect(new URLSearchParams(path.split('?')[1]).get('redirect')).toBe('/campaigns/3?tab=rewards&x=1');
  });
});
