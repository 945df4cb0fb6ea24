import type { CSSProperties } from 'react';
import { widgetFallbacks, type WidgetCampaign } from '@causeway/contracts';

/**
 * Black or white, whichever has the higher WCAG contrast on `hex` (they tie at a luminance of about 0.18); one of
 * them always reaches 4.5:1, so any primary colour an administrator picks keeps its labels readable.
 */
export function readableOn(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (d) => d + d) : hex;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}

/** The campaign's embed colours as CSS variables, each falling back to the widget's own (spec section 9). */
export function themeOf(campaign: WidgetCampaign | null): CSSProperties {
  const primary = campaign?.primaryColor ?? widgetFallbacks.primaryColor;
  const accent = campaign?.accentColor ?? widgetFallbacks.accentColor;
  return {
    '--primary': primary,
    '--on-primary': readableOn(primary),
    '--accent': accent,
    '--text': campaign?.textColor ?? widgetFallbacks.textColor,
    '--bg': campaign?.backgroundColor ?? widgetFallbacks.backgroundColor,
  } as CSSProperties;
}
