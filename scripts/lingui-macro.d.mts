import type { Plugin } from 'vite';
export function compileLinguiMacros(
  code: string,
  filename: string,
): Promise<{ code: string; map: unknown } | undefined>;
export function linguiMacros(): Plugin;
export function catalogueAreaWaits(): Plugin;
