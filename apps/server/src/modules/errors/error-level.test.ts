import { describe, expect, it } from 'vitest';
import { assignErrorLevel } from './error-level';

const client = (message: string) => assignErrorLevel({ source: 'client', message });

describe('assignErrorLevel', () => {
  it.each([
    'Payment Failed: Your card was declined.',
    'IntegrationError: Stripe.js could not load',
    'Database connection lost',
    '500: Something went wrong on our side. Please try again.',
    'Uncaught (in promise) ApiError: 502: Bad Gateway',
    'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
    'Request failed with status code 504',
    'HTTP 500',
    'Internal Server Error',
    'Gateway Timeout while loading stats',
  ])('calls "%s" critical', (message) => {
    expect(client(message)).toBe('critical');
  });

  it.each([
    'TypeError: Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Network error while saving',
    'WebSocket connection closed',
    'Load failed',
    'The request timed out',
    '401: Unauthorized',
  ])('calls "%s" a warning', (message) => {
    expect(client(message)).toBe('warning');
  });

  it.each([
    'TypeError: Cannot read properties of undefined (reading "amount")',
    'ReferenceError: tour is not defined',
    'Donation of $500 could not be shown',
    'Syntax error at line 512',
    '404: Campaign not found',
  ])('calls "%s" an error', (message) => {
    expect(client(message)).toBe('error');
  });

  it('ranks critical above warning when both apply', () => {
    expect(client('Failed to fetch: database connection refused')).toBe('critical');
  });

  it('calls every server failure critical: each was a 5xx answer', () => {
    expect(assignErrorLevel({ source: 'server', message: 'Cannot read properties of undefined' })).toBe('critical');
  });
});
