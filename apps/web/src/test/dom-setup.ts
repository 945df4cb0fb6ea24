// The project's setup file (vitest.config.ts). Component tests declare `// @vitest-environment jsdom` and get the
// mocked API and a clean page per test; the unit tests of pure helpers run in Node and load none of it.
if (typeof document !== 'undefined') await import('./dom-environment');

export {};
