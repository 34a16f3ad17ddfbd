import type { RouteObject } from 'react-router';
import { memberPaths } from '../lib/paths';

/**
 * The member app's signed-in pages past its first address, children of `app/layout`
 * (routes.tsx), and the app's not-found page. They live apart so the route table every visitor
 * downloads, and a guest's first screen with it, does not carry them (its budget: 150 KB of
 * gzip JavaScript, e2e/tests/member-budget.spec.ts): the client router adds them the first
 * time a member address is opened (client-router.ts).
 */
export const memberRoutes: RouteObject[] = [
  { id: 'app/map', path: memberPaths.map, lazy: () => import('../routes/app/map') },
  { id: 'app/deck', path: memberPaths.deck, lazy: () => import('../routes/app/deck') },
  {
    id: 'app/wish-plan',
    path: memberPaths.wishPlan,
    lazy: () => import('../routes/app/wish-plan'),
  },
  {
    id: 'app/create',
    path: memberPaths.create,
    lazy: () => import('../routes/app/create'),
  },
  {
    id: 'app/chats',
    path: memberPaths.chats,
    lazy: () => import('../routes/app/chats'),
    children: [
      {
        id: 'app/chat',
        path: memberPaths.chat(':id'),
        lazy: () => import('../routes/app/chat'),
      },
      {
        id: 'app/conversation',
        path: memberPaths.conversation(':id'),
        lazy: () => import('../routes/app/conversation'),
      },
    ],
  },
  {
    id: 'app/profile',
    path: memberPaths.profile,
    lazy: () => import('../routes/app/profile'),
  },
  {
    id: 'app/profile-edit',
    path: memberPaths.profileEdit,
    lazy: () => import('../routes/app/profile-edit'),
  },
  {
    id: 'app/settings',
    path: memberPaths.settings,
    lazy: () => import('../routes/app/settings'),
  },
  {
    id: 'app/profile-settings',
    path: memberPaths.profileSettings,
    lazy: () => import('../routes/app/profile-settings'),
  },
  {
    id: 'app/blocked',
    path: memberPaths.blocked,
    lazy: () => import('../routes/app/blocked'),
  },
  {
    id: 'app/invitation',
    path: memberPaths.invitation(':token'),
    lazy: () => import('../routes/app/invitation'),
  },
  {
    id: 'app/calendar',
    path: memberPaths.calendar,
    lazy: () => import('../routes/app/calendar'),
  },
  {
    id: 'app/feedback',
    path: memberPaths.feedback,
    lazy: () => import('../routes/app/feedback'),
  },
  // Ayuda is open to guests too (routes/app/layout.tsx): someone who cannot sign in must still
  // find how to reach the team.
  { id: 'app/help', path: memberPaths.help, lazy: () => import('../routes/app/help') },
  {
    id: 'app/notifications',
    path: memberPaths.notifications,
    lazy: () => import('../routes/app/notifications'),
  },
  {
    id: 'app/ranking',
    path: memberPaths.ranking,
    lazy: () => import('../routes/app/ranking'),
  },
  { id: 'app/coins', path: memberPaths.coins, lazy: () => import('../routes/app/coins') },
  { id: 'app/store', path: memberPaths.store, lazy: () => import('../routes/app/store') },
  {
    id: 'app/challenges',
    path: memberPaths.challenges,
    lazy: () => import('../routes/app/challenges'),
  },
  {
    id: 'app/challenge',
    path: `${memberPaths.challenges}/:id`,
    lazy: () => import('../routes/app/challenge'),
  },
  { id: 'app/plans', path: memberPaths.plans, lazy: () => import('../routes/app/plans') },
  { id: 'app/stats', path: memberPaths.stats, lazy: () => import('../routes/app/stats') },
  {
    id: 'app/groups',
    path: memberPaths.groups,
    lazy: () => import('../routes/app/groups'),
  },
  {
    id: 'app/group-create',
    path: memberPaths.groupCreate,
    lazy: () => import('../routes/app/group-create'),
  },
  {
    id: 'app/group',
    path: memberPaths.group(':id'),
    lazy: () => import('../routes/app/group'),
  },
  {
    id: 'app/friends',
    path: memberPaths.friends,
    lazy: () => import('../routes/app/friends'),
  },
  {
    id: 'app/user',
    path: memberPaths.user(':id'),
    lazy: () => import('../routes/app/user'),
  },
  {
    id: 'app/activity',
    path: memberPaths.activity(':id'),
    lazy: () => import('../routes/app/activity'),
  },
  {
    id: 'app/activity-edit',
    path: memberPaths.activityEdit(':id'),
    lazy: () => import('../routes/app/activity-edit'),
  },
  { id: 'app/not-found', path: '*', lazy: () => import('../routes/app/not-found') },
];
