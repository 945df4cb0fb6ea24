// The message catalogue is split by area (issue 26): the public pages' words load with every page, each other
// area's only when one of its modules does. A file's area is its folder's; the build (scripts/lingui-macro.mjs)
// makes each module of a non-public area wait for its area's catalogue, so no page ever renders a missing message.
// lingui.config.js extracts one catalogue per area from the same table.

/** Folders under apps/web/src of each area other than 'public' (which is everything else). */
export const catalogueAreas = {
  // The about, how-it-works, help, privacy and terms pages: long texts most visitors never open.
  pages: ['features/static-pages'],
  // The signed-in donor's pages, and the e-mailed links that manage an account or a recurring gift.
  donor: ['features/account', 'features/account-security', 'features/donor-dashboard', 'features/recurring-manage'],
  // Administrators' pages.
  admin: [
    'app/admin-routes.tsx',
    'app/layouts/admin-nav.tsx',
    'features/admin-dashboard',
    'features/campaign-admin',
    'features/donation-ledger',
    'features/donation-sources',
    'features/donors',
    'features/embed',
    'features/errors',
    'features/fundraiser-admin',
    'features/matches',
    'features/recurring-admin',
    'features/settings',
    'features/webhooks',
  ],
  // The onboarding tours: their player on any page, their editor in the admin area.
  tours: ['features/onboarding'],
};

/** 'public', or the area of a source file (an absolute path or one relative to apps/web/src). */
export function catalogueAreaOf(file) {
  const relative = file.replaceAll('\\', '/').replace(/^.*\/apps\/web\/src\//, '');
  for (const [area, folders] of Object.entries(catalogueAreas)) {
    if (folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) return area;
  }
  return 'public';
}
