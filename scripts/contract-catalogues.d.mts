import type { Plugin } from 'vite';
export function contractCatalogues(): Plugin;
