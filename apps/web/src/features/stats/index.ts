// The stats feature's public face: the home page's impact figures.
export { ImpactSection } from './components/impact-section';
export { impactStatsQueryKey, impactStatsQueryOptions, useImpactStats } from './api/get-impact-stats';
