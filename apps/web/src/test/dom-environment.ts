import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { contractViolations, mockServer } from './mock-api';
import './dom-polyfills';

/** Requests no test answered: each fails as a network error would, and fails its test (checked after it). */
const unanswered: string[] = [];
const refuseTheRest = http.all('*', ({ request }) => {
  const url = new URL(request.url);
  unanswered.push(`${request.method} ${url.pathname}${url.search}`);
  return HttpResponse.error();
});

beforeAll(() => {
  // The catch-all stays under every handler a test adds (mockServer.use puts those first).
  mockServer.resetHandlers(refuseTheRest);
  mockServer.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  // The toast store lives in a module, shared by the tests of a file.
  dismissToast();
  mockServer.resetHandlers(refuseTheRest);
  const problems = [...contractViolations.splice(0), ...unanswered.splice(0).map((r) => `No mock answered ${r}`)];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

afterAll(() => mockServer.close());
