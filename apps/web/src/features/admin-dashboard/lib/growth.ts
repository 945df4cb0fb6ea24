export type GrowthTrend = 'up' | 'down' | 'flat';

export type Growth = { text: string; trend: GrowthTrend };

/**
 * A monthly growth figure (percent, one decimal, from the server) as shown on a stat card: '+12.5%', '−3.0%'
 * (a true minus sign) or '0.0%'. Null means there was nothing to compare with, so there is no figure.
 */
export function formatGrowth(percent: number | null): Growth | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  const magnitude = Math.abs(percent).toFixed(1);
  // Rounds to zero: no direction worth an arrow.
  if (magnitude === '0.0') return { text: '0.0%', trend: 'flat' };
  return percent > 0 ? { text: `+${magnitude}%`, trend: 'up' } : { text: `\u2212${magnitude}%`, trend: 'down' };
}
