import type { ErrorResponse } from './errors.js';

/**
 * One example of each shape the API answers, keyed by the schema's OpenAPI id. The OpenAPI
 * document shows them beside every operation (apps/server/src/lib/openapi.ts), and a test
 * parses each with its schema, so an example cannot drift from the shape it illustrates.
 */
const option = (id: number, tag: string, name: string) => ({ id, tag, name });

const madrid = { id: 31, name: 'Madrid', lat: 40.4165, lon: -3.70256, timezone: 'Europe/Madrid' };

const publicUser = {
  id: 42,
  firstname: 'Lucía',
  lastname: 'García',
  avatarUpdatedAt: '2026-03-02T10:15:00.000Z',
  do_exercises: [option(101, 'do_exercises-often', 'A menudo')],
  extreme_sports: [],
  groupal_sports: [option(131, 'groupal_sports-padel', 'Pádel')],
  individuals_sports: [],
  likes: [option(151, 'likes-music', 'Música'), option(152, 'likes-travel', 'Viajar')],
  studies_levels: [option(171, 'studies_levels-university', 'Universidad')],
  pets: [],
  recreatives_activities: [],
  zodiacal_signs: [option(204, 'zodiacal_signs-aries', 'Aries')],
  social_state: option(221, 'social_state-single', 'Soltera'),
  gender: option(231, 'gender-female', 'Mujer'),
  city: madrid,
};

const ownUser = {
  ...publicUser,
  email: 'lucia@example.com',
  phone: null,
  birthdate: '1995-04-12',
  weight: null,
  roles: [],
  configurations: { show_lastname: false },
  matchesCount: 1,
  messagesCount: 3,
};

const memberMatch = {
  id: 42,
  firstname: 'Lucía',
  lastname: 'García',
  email: 'lucia@example.com',
  phone: '+34600112233',
  avatarUpdatedAt: '2026-03-02T10:15:00.000Z',
  suspended: false,
  staff: false,
};

const activity = {
  id: 12,
  description: 'Pádel en el Retiro, nivel medio',
  type: option(301, 'activity_types-sport', 'Deporte'),
  discipline: option(311, 'disciplines-padel', 'Pádel'),
  level: option(321, 'levels-intermediate', 'Medio'),
  start_at: '2026-12-01T18:30:00+01:00',
  duration: '01:30',
  participants: 4,
  matchedCount: 1,
  city: madrid,
  location: { lat: 40.4153, lon: -3.6845, address: 'Parque del Retiro' },
  user: publicUser,
  status: 'open',
  group_id: null,
  highlighted_until: null,
  sponsor: null,
  premium_only: false,
  public_place: false,
  minimum: { participants: 2, hours_before: 24, decided_at: '2026-03-13T19:00:00+01:00' },
  cancelled_at: null,
  series: { id: 3, every_weeks: 1, until: '2027-01-26' },
  createdAt: '2026-11-20T09:00:00.000Z',
};

const sponsor = {
  id: 2,
  name: 'Deportes Norte',
  link: 'https://deportesnorte.example',
  logoUpdatedAt: '2026-11-25T10:00:00.000Z',
};

const event = {
  ...activity,
  id: 30,
  description: 'Torneo de pádel Deportes Norte',
  participants: 32,
  matchedCount: 12,
  sponsor,
  premium_only: false,
};

const challenge = {
  id: 4,
  title: 'Tres planes en diciembre',
  description: 'Asiste a tres planes deportivos antes de fin de año.',
  metric: 'activities',
  goal: 3,
  discipline: null,
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  status: 'open',
  reward_coins: 30,
  badge: '🏅',
  badge_name: 'Diciembre activo',
  sponsor,
  members: 48,
  me: { progress: 1, joinedAt: '2026-12-02T09:00:00.000Z', completedAt: null },
};

const challengeRow = {
  position: 7,
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: null },
  progress: 1,
  completedAt: null,
};

const conversationMessage = {
  id: 140,
  conversationId: 8,
  userId: 43,
  seq: 12,
  message: '¿Mañana a las nueve en el Retiro?',
  type: 'text',
  client_id: 'c-9a8b7c6d',
  createdAt: '2026-11-26T21:05:00.000Z',
  readed: false,
  read_by: 0,
};

const group = {
  id: 3,
  name: 'Pádel Retiro',
  description: 'Partidos entre semana al salir del trabajo.',
  visibility: 'public',
  city: { id: 31, name: 'Madrid' },
  pictureUpdatedAt: null,
  members: 12,
  role: 'member',
  standing: 'member',
  conversationId: 9,
  createdAt: '2026-11-02T18:00:00.000Z',
};

const bruno = { ...publicUser, id: 43, firstname: 'Bruno', lastname: null };

const petition = {
  id: 5,
  petition_type_option_id: 251,
  to_user_id: 42,
  from_user: bruno,
  activity: 12,
  readed: false,
  acepted: false,
  refused: false,
  createdAt: '2026-11-21T12:00:00.000Z',
  waiting_position: null,
};

const wish = {
  id: 21,
  text: '¿Alguien para un café y charlar un rato?',
  type: option(300, 'activity_types-social', 'Social'),
  discipline: null,
  window: 'now',
  expiresAt: '2026-11-21T15:00:00.000Z',
  location: { lat: 40.4175, lon: -3.703125 },
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
  answers: 2,
  answered: false,
  mine: false,
  createdAt: '2026-11-21T12:00:00.000Z',
};

const validationError: ErrorResponse = {
  message: 'Los datos enviados no son válidos.',
  errors: { email: ['Debe ser un correo valido.'] },
};

const attendanceExample = {
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
  mark: 'present',
  took_place: true,
  verified: true,
};

const rankingRow = {
  position: 3,
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
  points: 85,
};

const pointEntry = {
  id: 77,
  kind: 'attendance',
  points: 10,
  capped: false,
  capped_by: null,
  activity_id: 7,
  city_id: 31,
  discipline_option_id: 131,
  month: '2026-11',
  createdAt: '2026-11-28T21:05:00.000Z',
};

const sportLevel = {
  discipline_option_id: 131,
  level: 3.4,
  reliability: 38,
  results: 12,
  updatedAt: '2026-11-20T21:10:00.000Z',
};

const activityResult = {
  activity_id: 7,
  discipline_option_id: 131,
  teams: [
    [
      { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
      { id: 43, firstname: 'Marta', avatarUpdatedAt: null },
    ],
    [
      { id: 44, firstname: 'Jorge', avatarUpdatedAt: null },
      { id: 45, firstname: 'Iván', avatarUpdatedAt: null },
    ],
  ],
  winner: 'a',
  status: 'confirmed',
  reported_by: 42,
  answered_by: 44,
  changes: [
    { user_id: 42, before: 3.3, after: 3.4 },
    { user_id: 43, before: 2.9, after: 3.0 },
    { user_id: 44, before: 3.6, after: 3.5 },
    { user_id: 45, before: 3.1, after: 3.0 },
  ],
  createdAt: '2026-11-20T21:05:00.000Z',
};

const storeItem = {
  id: 2,
  kind: 'highlight',
  name: 'Plan destacado',
  description: 'Tu plan, el primero de la lista durante 24 horas.',
  price: 30,
  badge: null,
  active: true,
};
const purchase = {
  id: 11,
  item: storeItem,
  activity: { id: 9, description: 'Partido de fútbol sala' },
  ends_at: '2026-11-24T20:40:00.000Z',
  balance: 13,
  createdAt: '2026-11-23T20:40:00.000Z',
};

const coinEntry = {
  id: 4,
  amount: 8,
  reason: 'hosting',
  activity: { id: 9, description: 'Partido de fútbol sala' },
  note: null,
  balance: 13,
  createdAt: '2026-11-22T20:40:00.000Z',
};

const planGrant = {
  id: 7,
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: null },
  plan: 'premium',
  starts_at: '2026-11-27T10:00:00.000Z',
  ends_at: '2026-12-27T10:00:00.000Z',
  note: 'Ganadora del sorteo de noviembre',
  granted_by: { id: 1, firstname: 'Equipo', avatarUpdatedAt: null },
  createdAt: '2026-11-27T10:00:00.000Z',
  revoked_at: null,
  revoked_by: null,
  revoke_note: null,
};

const planHolder = {
  user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: null },
  plan: 'premium',
  source: 'grant',
  ends_at: '2026-12-27T10:00:00.000Z',
  renews: false,
};

const statsMonth = {
  month: '2026-11',
  activities: 3,
  minutes: 270,
  kcal: 1890,
  points: 30,
  position: 4,
};

const invitationLinkExample = {
  id: 4,
  token: 'mQ3vX8kP1sT6yB2nR9wLcA',
  url: 'https://antojo.app/web/app/i/mQ3vX8kP1sT6yB2nR9wLcA',
  mode: 'join',
  activity_id: 12,
  group_id: null,
  created_by: { id: 57, firstname: 'Lucía' },
  created_at: '2026-03-07T10:20:00.000Z',
  expires_at: '2026-03-14T18:00:00.000Z',
  max_uses: 5,
  uses: 2,
  status: 'active',
};

export const EXAMPLES: Record<string, unknown> = {
  ApiInfo: {
    sdk: '1.8.3',
    countryVersion: 'c1f3a9',
    conceptVersion: '7b20e4',
    textVersion: '3d9a11',
    androidApkVersion: '2.0.1',
    iosApkVersion: null,
    map: { style: 'https://tiles.openfreemap.org/styles/liberty' },
    placeSearch: { typeahead: true },
    phoneSignup: true,
  },
  PlaceFound: {
    name: 'Polideportivo La Chopera',
    address: 'Paseo de Fernán Núñez, Retiro, Madrid',
    lat: 40.4136,
    lon: -3.6839,
  },
  PlaceSearchAnswer: {
    data: [
      {
        name: 'Polideportivo La Chopera',
        address: 'Paseo de Fernán Núñez, Retiro, Madrid',
        lat: 40.4136,
        lon: -3.6839,
      },
    ],
  },
  PlaceAtAnswer: {
    place: {
      name: 'Calle de Argumosa, 12',
      address: 'Embajadores, Madrid',
      lat: 40.4087,
      lon: -3.6968,
    },
  },
  City: madrid,
  State: { id: 4, name: 'Madrid', cities: [madrid] },
  Country: {
    id: 207,
    name: 'España',
    iso2: 'ES',
    timezone: 'Europe/Madrid',
    states: [{ id: 4, name: 'Madrid', cities: [madrid] }],
  },
  ConceptOption: option(231, 'gender-female', 'Mujer'),
  Concept: {
    id: 23,
    code: 'gender',
    name: 'Género',
    options: [option(231, 'gender-female', 'Mujer'), option(232, 'gender-male', 'Hombre')],
  },
  Text: { tag: 'home.title', lan_es: 'Donde el deseo espontáneo se convierte en conexión' },
  NotificableResponse: {
    key: 'OWYxYzJlNGEtNmI3ZC00ZTFhLWE5YjMtM2M1ZDdlOWYxYTJi',
    expired: 'MjAyNi0xMi0wMVQxODo0NTowMC4wMDBa',
  },
  ValidationResponse: { emailId: 'b1d4c7e0-5a2f-4c1e-9e3b-7f6a2d8c9e10' },
  PublicUser: publicUser,
  OwnUser: ownUser,
  MemberMatch: memberMatch,
  MemberMatches: { data: [memberMatch], total: 1 },
  SessionResponse: {
    token: '17|Xc2vQ7mN0pLrT8sKdY4hFjW1aZ6uE3gB9oHiVnC5',
    wstoken: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    user: ownUser,
  },
  ComebackResponse: {
    user: ownUser,
    wstoken: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
  DeviceSession: { token: '18|Pq8rS2tU4vW6xY8zA0bC2dE4fG6hI8jK0lM2nO4p' },
  MessageResponse: { message: 'Actividad eliminada.' },
  Configurations: { configurations: { discoverable: true, show_lastname: false, now_km: 25 } },
  Photo: { id: 7, createdAt: '2026-03-02T10:20:00.000Z' },
  Activity: activity,
  PlanSeries: activity.series,
  CalendarFeed: {
    url: 'https://antojo.example/api/calendar/8fJ2kQ0v9Xw1bN7cR4tY6uI3oP5aS8dF/plans.ics',
    webcal: 'webcal://antojo.example/api/calendar/8fJ2kQ0v9Xw1bN7cR4tY6uI3oP5aS8dF/plans.ics',
  },
  PublicActivity: {
    id: 12,
    description: 'Pádel en el Retiro, nivel medio',
    type: option(301, 'activity_types-sport', 'Deporte'),
    discipline: option(311, 'disciplines-padel', 'Pádel'),
    level: option(321, 'levels-intermediate', 'Medio'),
    start_at: '2026-12-01T18:30:00+01:00',
    duration: '01:30',
    time_zone: 'Europe/Madrid',
    place: { area: 'Madrid', address: null, point: null },
    host: { firstname: 'Lucía' },
    sponsor: null,
    group: null,
    participants: 4,
    places_left: 3,
    repeats: { every_weeks: 1, until: '2027-01-26' },
    status: 'open',
    premium_only: false,
    url: 'https://antojo.example/web/plan/12',
    image_url: 'https://antojo.example/web/plan/12/preview.png?v=mhz3k2a8',
  },
  InvitationLink: invitationLinkExample,
  InvitationLinks: { data: [invitationLinkExample] },
  InvitationLinkPreview: {
    token: 'mQ3vX8kP1sT6yB2nR9wLcA',
    mode: 'join',
    expires_at: '2026-03-14T18:00:00.000Z',
    invited_by: { firstname: 'Lucía' },
    activity: {
      id: 12,
      description: 'Pádel en el Retiro',
      start_at: '2026-03-14T19:00:00+01:00',
      time_zone: 'Europe/Madrid',
      area: 'Madrid',
      places_left: 2,
    },
    group: null,
    standing: 'none',
  },
  InvitationLinkUse: {
    message: 'Ya tienes plaza en el plan.',
    joined: true,
    activity_id: 12,
    group_id: null,
  },
  ActivityMembership: { role: 'member', petition: null, match: 5, waiting_position: null },
  PlanPerson: { id: 57, firstname: 'Marcos', avatarUpdatedAt: null },
  ActivityPeople: {
    host: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
    going: [
      { id: 57, firstname: 'Marcos', avatarUpdatedAt: null },
      { id: 61, firstname: 'Irene', avatarUpdatedAt: '2026-02-11T18:40:00.000Z' },
    ],
    hidden: 1,
    going_count: 3,
    people_count: 4,
    participants: 4,
    places_left: 1,
  },
  Petition: petition,
  DeckCard: { activity, distance_km: 1.4, score: 0.912, shared_interest: true },
  Deck: {
    data: [{ activity, distance_km: 1.4, score: 0.912, shared_interest: true }],
    decisions_left: 47,
    decisions_per_day: 50,
  },
  SwipeDecision: { activity: 12, decision: 'like', decidedAt: '2026-11-21T11:59:00.000Z' },
  SwipeResponse: {
    decision: { activity: 12, decision: 'like', decidedAt: '2026-11-21T12:00:00.000Z' },
    petition,
    decisions_left: 46,
  },
  UndoResponse: {
    undone: { activity: 12, decision: 'pass', decidedAt: '2026-11-21T12:00:00.000Z' },
    decisions_left: 47,
  },
  Wish: wish,
  WishCluster: { lat: 40.41321, lon: -3.69874, count: 7 },
  WishArea: {
    wishes: [],
    clusters: [{ lat: 40.41321, lon: -3.69874, count: 7 }],
  },
  WishPin: { id: 31, text: 'Me apetece quedar hoy: ¿alguien…' },
  WishPlace: {
    lat: 40.4125,
    lon: -3.703125,
    wishes: [
      { id: 31, text: 'Me apetece quedar hoy: ¿alguien…' },
      { id: 27, text: '¿Un café y charlar?' },
    ],
  },
  WishMap: {
    places: [
      {
        lat: 40.4125,
        lon: -3.703125,
        wishes: [
          { id: 31, text: 'Me apetece quedar hoy: ¿alguien…' },
          { id: 27, text: '¿Un café y charlar?' },
        ],
      },
    ],
    clusters: [],
  },
  WishCards: { wishes: [wish] },
  WishAnswer: { user: bruno, createdAt: '2026-11-21T12:10:00.000Z' },
  OwnWish: {
    wish: { ...wish, answers: 1, mine: true },
    answers: [{ user: bruno, createdAt: '2026-11-21T12:10:00.000Z' }],
  },
  ConvertedWish: { activity, admitted: 1 },
  BlockedUser: {
    user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    blockedAt: '2026-11-26T17:05:00.000Z',
  },
  BlockedUsers: {
    data: [
      {
        user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
        blockedAt: '2026-11-26T17:05:00.000Z',
      },
    ],
  },
  Friendship: { status: 'friends', since: '2026-11-26T18:30:00.000Z' },
  FriendshipChange: {
    status: 'sent',
    since: '2026-11-26T18:20:00.000Z',
    message: 'Solicitud de amistad enviada.',
  },
  FriendEntry: {
    user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    since: '2026-11-26T18:30:00.000Z',
  },
  Friends: {
    data: [
      {
        user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
        since: '2026-11-26T18:30:00.000Z',
      },
    ],
  },
  FriendRequests: {
    received: [
      {
        user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
        since: '2026-11-26T18:20:00.000Z',
      },
    ],
    sent: [],
  },
  Invitation: { activity, invitedAt: '2026-11-26T18:40:00.000Z' },
  Invitations: { data: [{ activity, invitedAt: '2026-11-26T18:40:00.000Z' }] },
  SentInvites: {
    data: [
      {
        user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
        since: '2026-11-26T18:40:00.000Z',
      },
    ],
  },
  InviteResult: { message: 'Invitación enviada.', invited: 1 },
  ReportedSubject: {
    title: 'Pádel',
    text: 'Pádel en el Retiro, nivel medio',
    person: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    starts_at: '2026-12-01T18:30:00+01:00',
    place: 'Parque del Retiro, Madrid',
    chat: null,
    link: { kind: 'activity', id: 12 },
  },
  StaffReport: {
    id: 12,
    subject_type: 'message',
    subject_id: 381,
    subject_exists: true,
    subject: {
      title: 'Mensaje de Bruno',
      text: 'Sois todos unos pesados',
      person: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
      starts_at: null,
      place: null,
      chat: 'Pádel en el Retiro, nivel medio',
      link: { kind: 'activity', id: 12 },
    },
    reason: 'harassment',
    details: 'Nos insulta en el chat del plan',
    snapshot: 'Sois todos unos pesados',
    context: [
      { author: 'Bruno', text: 'Hola a todos', reported: false },
      { author: 'Bruno', text: 'Sois todos unos pesados', reported: true },
    ],
    reporter: { id: 42, firstname: 'Lucía', avatarUpdatedAt: null },
    owner: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    owner_suspended: false,
    open_reports: 2,
    status: 'open',
    createdAt: '2026-11-26T19:05:00.000Z',
    resolvedAt: null,
  },
  FailedDelivery: {
    id: 3,
    channel: 'sms',
    to: '+34600111222',
    subject: null,
    attempts: 5,
    error: "twilio: The 'To' number +34600111222 is not a valid phone number.",
    queuedAt: '2026-11-26T19:00:00.000Z',
    failedAt: '2026-11-26T19:04:00.000Z',
  },
  AuditEntry: {
    id: 7,
    action: 'hide',
    staff: { id: 1, firstname: 'Equipo', avatarUpdatedAt: null },
    user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    report_id: 12,
    subject_type: 'message',
    subject_id: 381,
    reason: 'Insulto en el chat de un plan',
    createdAt: '2026-11-26T19:20:00.000Z',
  },
  Notification: {
    id: 31,
    kind: 'request',
    actor: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    activity: { id: 7, description: 'Ruta en bici por Madrid Río' },
    conversation: null,
    group: null,
    text: null,
    count: 1,
    read: false,
    createdAt: '2026-11-26T20:10:00.000Z',
  },
  ConversationMessage: conversationMessage,
  GroupRef: { id: 3, name: 'Pádel Retiro', pictureUpdatedAt: null },
  Conversation: {
    id: 8,
    kind: 'private',
    user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    group: null,
    members: 2,
    last_message: conversationMessage,
    unread: 1,
    read_seq: 11,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  ConversationRead: { read_seq: 12 },
  UnreadConversationMessages: { count: 4 },
  Group: group,
  Groups: { data: [group] },
  ActivityList: { data: [activity] },
  GroupMember: {
    user_id: 43,
    user: { id: 43, firstname: 'Bruno', avatarUpdatedAt: null },
    role: 'admin',
    joinedAt: '2026-11-03T19:00:00.000Z',
  },
  GroupMembers: {
    data: [
      {
        user_id: 42,
        user: { id: 42, firstname: 'Ana', avatarUpdatedAt: null },
        role: 'owner',
        joinedAt: '2026-11-02T18:00:00.000Z',
      },
      { user_id: 43, user: null, role: 'member', joinedAt: '2026-11-03T19:00:00.000Z' },
    ],
  },
  GroupRequest: {
    user_id: 44,
    user: { id: 44, firstname: 'Carla', avatarUpdatedAt: null },
    requestedAt: '2026-11-26T17:00:00.000Z',
  },
  GroupRequests: { data: [] },
  GroupInvitation: {
    group: { ...group, role: null, standing: 'invited', conversationId: null },
    invitedBy: { id: 42, firstname: 'Ana', avatarUpdatedAt: null },
    invitedAt: '2026-11-26T17:30:00.000Z',
  },
  GroupInvitations: { data: [] },
  GroupChange: { message: 'Te has unido a Pádel Retiro.', group },
  GroupInviteResult: { message: 'Invitación enviada.', invited: 1 },
  UnreadNotifications: { count: 3 },
  Match: {
    id: 3,
    activity,
    user: bruno,
    createdAt: '2026-11-21T12:05:00.000Z',
  },
  Message: {
    id: 88,
    createdAt: '2026-11-21T12:06:00.000Z',
    message: '¿Quedamos en la puerta de Alcalá?',
    type: 'text',
    userId: 42,
    activityId: 12,
    readed: false,
    seq: 4,
    client_id: 'c-6f1a2b3c',
    read_by: 1,
  },
  ChatSummary: {
    activity,
    role: 'member',
    match: 5,
    last_message: {
      id: 88,
      createdAt: '2026-11-21T12:06:00.000Z',
      message: '¿Quedamos en la puerta de Alcalá?',
      type: 'text',
      userId: 42,
      activityId: 12,
      readed: false,
      seq: 4,
      client_id: 'c-6f1a2b3c',
      read_by: 0,
    },
    unread: 1,
  },
  Deploy: {
    id: 2,
    appType: 'apk',
    version: '2.0.1',
    size: 48213504,
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    originalName: 'antojo-2.0.1.apk',
    uploadedBy: { id: 1, firstname: 'Admin' },
    createdAt: '2026-11-01T08:00:00.000Z',
    download: '/api/admin/deploy/2/file',
  },
  Testimonial: {
    id: 9,
    user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
    userName: 'Lucía',
    description: 'Conocí a gente genial para jugar al pádel.',
    stars: 5,
  },
  OwnFeedback: {
    id: 9,
    stars: 5,
    description: 'Conocí a gente genial para jugar al pádel.',
    published: true,
    createdAt: '2026-11-02T19:00:00.000Z',
  },
  HelpMessage: {
    id: 14,
    topic: 'payments',
    message: '¿Cómo cancelo mi suscripción a Premium?',
    createdAt: '2026-11-03T09:30:00.000Z',
    handledAt: null,
  },
  StaffHelpMessage: {
    id: 14,
    topic: 'payments',
    message: '¿Cómo cancelo mi suscripción a Premium?',
    createdAt: '2026-11-03T09:30:00.000Z',
    handledAt: '2026-11-03T11:05:00.000Z',
    user: { id: 42, firstname: 'Lucía', avatarUpdatedAt: '2026-03-02T10:15:00.000Z' },
    email: 'lucia@example.com',
    phone: null,
    handledBy: { id: 1, firstname: 'Admin', avatarUpdatedAt: null },
  },
  PushKey: {
    publicKey:
      'BJqXRWydl14BiYEJicBJlpIpQ3DMXt9OV0qbmhW1flcROsv5Hii7v5OiJBFV7TznXZTnhtRsDjqam6VIT7-WY4w',
  },
  PushSubscription: {
    id: 3,
    endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH',
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  Attendance: attendanceExample,
  AttendanceSheet: {
    role: 'host',
    opens_at: '2026-11-28T18:30:00+01:00',
    closes_at: '2026-12-01T20:30:00+01:00',
    open: true,
    data: [attendanceExample],
  },
  AttendancePending: { data: [{ activity, role: 'member' }] },
  Reliability: { verified: 17, total: 19, percent: 89 },
  SportsProfile: {
    reliability: { verified: 17, total: 19, percent: 89 },
    levels: [sportLevel],
  },
  SportLevel: sportLevel,
  CalorieEstimate: {
    estimate: {
      kcal: 630,
      met: 6,
      intensity: 'moderate',
      minutes: 90,
      weight_kg: 70,
      weight_given: false,
      source:
        'Compendium of Physical Activities (Ainsworth et al., 2011), valores MET por deporte e intensidad',
    },
  },
  ActivityResult: activityResult,
  ActivityResultAnswer: {
    result: activityResult,
    players: activityResult.teams.flat(),
  },
  RankingRow: rankingRow,
  RankingPage: {
    data: [rankingRow],
    current_page: 1,
    per_page: 20,
    total: 1,
    last_page: 1,
    month: '2026-11',
    me: rankingRow,
  },
  MyRanking: {
    data: [
      { month: '2026-11', city_id: 31, discipline_option_id: null, points: 85, position: 3 },
      { month: '2026-11', city_id: 31, discipline_option_id: 131, points: 60, position: 1 },
    ],
  },
  PointEntry: pointEntry,
  PointList: { data: [pointEntry], current_page: 1, per_page: 20, total: 1, last_page: 1 },
  CoinEntry: coinEntry,
  StoreItem: storeItem,
  StoreCatalogue: {
    data: [
      storeItem,
      {
        id: 3,
        kind: 'badge',
        name: 'Madrugador',
        description: 'Para quien queda a primera hora.',
        price: 15,
        badge: '🌅',
        active: true,
      },
    ],
  },
  Purchase: purchase,
  PurchaseList: { data: [purchase], current_page: 1, per_page: 20, total: 1, last_page: 1 },
  UserBadgeList: {
    data: [{ name: 'Madrugador', badge: '🌅', createdAt: '2026-11-20T08:00:00.000Z' }],
  },
  CoinHistory: {
    balance: 13,
    data: [
      coinEntry,
      {
        id: 3,
        amount: 5,
        reason: 'attendance',
        activity: { id: 7, description: 'Pádel en el Retiro' },
        note: null,
        balance: 5,
        createdAt: '2026-11-20T21:10:00.000Z',
      },
    ],
    current_page: 1,
    per_page: 20,
    total: 2,
    last_page: 1,
  },
  Sponsor: sponsor,
  SponsorList: { data: [sponsor] },
  EventList: { data: [event], current_page: 1, per_page: 20, total: 1, last_page: 1 },
  Challenge: challenge,
  ChallengeList: { data: [challenge] },
  ChallengeBoard: {
    data: [
      {
        position: 1,
        user: { id: 51, firstname: 'Marta', avatarUpdatedAt: null },
        progress: 3,
        completedAt: '2026-12-09T20:15:00.000Z',
      },
      challengeRow,
    ],
    me: challengeRow,
  },
  MemberPlan: {
    plan: 'move',
    source: 'subscription',
    ends_at: '2026-12-27T10:00:00.000Z',
    renews: true,
    entitlements: ['advanced_filters', 'statistics'],
    subscription: {
      plan: 'move',
      status: 'active',
      current_period_end: '2026-12-27T10:00:00.000Z',
      cancel_at_period_end: false,
    },
    checkout_available: true,
  },
  ProviderRedirect: { url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' },
  WebhookReceipt: { received: true, duplicate: false },
  PlanGrant: planGrant,
  PlanGrantList: { data: [planGrant], current_page: 1, per_page: 20, total: 1, last_page: 1 },
  PlanHolder: planHolder,
  PlanHolderList: { data: [planHolder], current_page: 1, per_page: 20, total: 1, last_page: 1 },
  StatsMonth: statsMonth,
  MemberStats: {
    time_zone: 'Europe/Madrid',
    months: [
      {
        ...statsMonth,
        month: '2026-10',
        position: null,
        points: 0,
        activities: 0,
        minutes: 0,
        kcal: 0,
      },
      statsMonth,
    ],
    disciplines: [
      {
        discipline: option(311, 'disciplines-padel', 'Pádel'),
        activities: 3,
        minutes: 270,
        kcal: 1890,
      },
    ],
    totals: { activities: 3, minutes: 270, kcal: 1890 },
  },
  ErrorResponse: validationError,
};
