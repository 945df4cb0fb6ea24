/** How an offline gift (issue 23) reached the charity; its donation's provider is 'offline'. */
export const offlineMethods = ['cash', 'cheque', 'bank_transfer'] as const;
export type OfflineMethod = (typeof offlineMethods)[number];
