export const PRODUCT_NAME = 'Causeway';
export const THEME_STORAGE_KEY = 'causeway-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

/** '{page or campaign title} | Causeway' (DECISIONS.md, Name). */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
