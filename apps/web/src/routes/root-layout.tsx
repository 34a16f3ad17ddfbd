import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { DocumentMeta } from '../components/layout/document-meta';

/** The layout route of every page. */
export function RootLayout() {
  return (
    <AppShell>
      <DocumentMeta />
      {/* Scrolls to the top on a new page, to the element of a #hash, or back on "back". */}
      <ScrollRestoration />
      <Outlet />
    </AppShell>
  );
}
