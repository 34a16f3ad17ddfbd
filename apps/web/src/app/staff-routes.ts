import type { RouteObject } from 'react-router';
import { adminPaths } from '../lib/paths';

/**
 * The staff area's pages, children of `administration/root` (routes.tsx). They live apart so
 * the route table every visitor downloads does not carry them: the client router adds them
 * the first time a staff address is opened (client-router.ts).
 */
export const staffRoutes: RouteObject[] = [
  {
    id: 'administration/login',
    index: true,
    lazy: () => import('../routes/administration/login'),
  },
  {
    // Everything past the login: a signed-in user, the reference data, the shell.
    id: 'administration/layout',
    lazy: () => import('../routes/administration/layout'),
    children: [
      {
        id: 'administration/dashboard',
        path: adminPaths.dashboard,
        lazy: () => import('../routes/administration/dashboard'),
      },
      {
        id: 'administration/apk-deploys',
        path: adminPaths.apkDeploys,
        lazy: () => import('../routes/administration/apk-deploys'),
        children: [
          {
            id: 'administration/apk-deploys-list',
            index: true,
            lazy: () => import('../routes/administration/apk-deploys-list'),
          },
          {
            id: 'administration/apk-deploy-create',
            path: adminPaths.apkDeployCreate,
            lazy: () => import('../routes/administration/apk-deploy-create'),
          },
        ],
      },
      {
        id: 'administration/texts',
        path: adminPaths.texts,
        lazy: () => import('../routes/administration/texts'),
      },
      {
        id: 'administration/testimonials',
        path: adminPaths.testimonials,
        lazy: () => import('../routes/administration/testimonials'),
      },
      {
        id: 'administration/reports',
        path: adminPaths.reports,
        lazy: () => import('../routes/administration/reports'),
      },
      {
        id: 'administration/store',
        path: adminPaths.store,
        lazy: () => import('../routes/administration/store'),
      },
      {
        id: 'administration/plans',
        path: adminPaths.plans,
        lazy: () => import('../routes/administration/plans'),
      },
      {
        id: 'administration/sponsors',
        path: adminPaths.sponsors,
        lazy: () => import('../routes/administration/sponsors'),
      },
      {
        id: 'administration/deliveries',
        path: adminPaths.deliveries,
        lazy: () => import('../routes/administration/deliveries'),
      },
      {
        id: 'administration/not-found',
        path: '*',
        lazy: () => import('../routes/administration/not-found'),
      },
    ],
  },
];
