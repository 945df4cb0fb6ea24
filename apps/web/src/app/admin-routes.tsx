import { Route, Routes } from 'react-router';
import { RequireAdmin } from '@/features/auth';
import { NotFoundPage } from './routes/not-found-page';

/**
 * Every /admin/* page (admin spec section 2). The router loads this module lazily, so neither these routes nor
 * any admin page's code is in the public pages' bundles; each page is split again with React.lazy.
 * Pages inside <RequireAdmin> send a non-admin away (spec: the donor list redirects non-admins); a page that
 * must say 'Access Denied' instead (settings) sits outside it and checks the role itself.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
