// Zod-free modules (constants, labels, messages) are kept apart from the schemas, so a page that needs only
// a label does not load zod (package.json declares the package free of side effects).
export * from './errors';
export * from './auth';
export * from './auth.schemas';
export * from './campaigns';
export * from './campaigns.schemas';
export * from './donations';
export * from './donations.schemas';
export * from './admin';
export * from './product';
export * from './contact';
export * from './contact.schemas';
export * from './donor.schemas';
export * from './account';
export * from './account.schemas';
export * from './campaign-admin';
export * from './campaign-admin.schemas';
export * from './organizations.schemas';
export * from './updates.schemas';
export * from './donors.schemas';
export * from './admin-dashboard.schemas';
export * from './settings.schemas';
export * from './uploads.schemas';
export * from './error-reports';
export * from './error-reports.schemas';
export * from './onboarding';
export * from './onboarding.schemas';
