/** Every website route sits under this prefix (spec, section 2); the server serves it. */
export const BASENAME = '/web';

/** Route paths inside the basename: the route table and every link read them from here. */
export const paths = {
  home: '/',
  info: '/info',
  deleteAccount: '/info/delete-account',
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-security-polices',
  administration: '/administration',
  app: '/app',
} as const;

/**
 * The staff area (spec, section 2), client-rendered inside `spa.html`. The login is the
 * area's own address; every other page needs a signed-in user.
 */
export const adminPaths = {
  login: paths.administration,
  dashboard: `${paths.administration}/dashboard`,
  apkDeploys: `${paths.administration}/apk-deploys`,
  apkDeployCreate: `${paths.administration}/apk-deploys/create`,
  texts: `${paths.administration}/texts`,
  testimonials: `${paths.administration}/testimonials`,
  reports: `${paths.administration}/reports`,
  /** The store's catalogue and members' coin adjustments (issue 21). */
  store: `${paths.administration}/store`,
  /** Sponsor brands, their events and the challenges (issue 21). */
  sponsors: `${paths.administration}/sponsors`,
  /** Members with Move or Premium, staff grants and their audit (issue 22). */
  plans: `${paths.administration}/plans`,
  /** Codes and notices the delivery queue gave up on (issue 36). */
  deliveries: `${paths.administration}/deliveries`,
} as const;

/**
 * The member web app (member-features.md, section 1), client-rendered inside `spa.html` like
 * the staff area. The tabs, then the inner pages, then the pages for guests.
 */
export const memberPaths = {
  discover: paths.app,
  map: `${paths.app}/map`,
  deck: `${paths.app}/deck`,
  wishPlan: `${paths.app}/wish/plan`,
  create: `${paths.app}/create`,
  chats: `${paths.app}/chats`,
  chat: (activityId: number | string) => `${paths.app}/chats/${activityId}`,
  conversation: (id: number | string) => `${paths.app}/chats/c/${id}`,
  groups: `${paths.app}/groups`,
  ranking: `${paths.app}/ranking`,
  coins: `${paths.app}/coins`,
  store: `${paths.app}/store`,
  /** "Eventos y retos" (issue 21); a challenge is `${challenges}/{id}`. */
  challenges: `${paths.app}/challenges`,
  /** "Move y Premium" (issue 22; the contract's PLAN_PAGE) and "Estadísticas". */
  plans: `${paths.app}/plans`,
  stats: `${paths.app}/stats`,
  groupCreate: `${paths.app}/groups/new`,
  group: (id: number | string) => `${paths.app}/g/${id}`,
  profile: `${paths.app}/profile`,
  profileEdit: `${paths.app}/profile/edit`,
  settings: `${paths.app}/settings`,
  profileSettings: `${paths.app}/settings/profile`,
  blocked: `${paths.app}/settings/blocked`,
  /** "Calendario": the member's calendar address (issue 38). */
  calendar: `${paths.app}/settings/calendar`,
  feedback: `${paths.app}/settings/feedback`,
  notifications: `${paths.app}/notifications`,
  /** "Ayuda": questions and answers and the contact form; open to guests too (issue 35). */
  help: `${paths.app}/help`,
  friends: `${paths.app}/friends`,
  user: (id: number | string) => `${paths.app}/u/${id}`,
  activity: (id: number | string) => `${paths.app}/a/${id}`,
  activityEdit: (id: number | string) => `${paths.app}/a/${id}/edit`,
  /** An invitation link (issue 38; the contract's INVITATION_LINK_PATH). */
  invitation: (token: string) => `${paths.app}/i/${token}`,
  welcome: `${paths.app}/welcome`,
  join: `${paths.app}/join`,
  signIn: `${paths.app}/sign-in`,
  forgotPassword: `${paths.app}/forgot-password`,
} as const;

/** The info page's section anchors (element ids), spelled exactly as the spec writes them. */
export const infoSections = {
  connection: 'Conexión_Inteligente',
  activity: 'Actividad_Física_Eventos',
  premium: 'Premium_Planes',
  ranking: 'Ranking',
  networking: 'Networking',
} as const;

export type InfoSectionId = (typeof infoSections)[keyof typeof infoSections];

/** A link target for one section of the info page. */
export const infoAnchor = (id: InfoSectionId) => `${paths.info}#${id}`;
