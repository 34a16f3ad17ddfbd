import type { ChallengeMetric } from '@app/contract/challenges';
import type { StoreKind } from '@app/contract/store';
import type { PlaceKind } from './cities.data.js';
import type { MarkSymbol } from './pictures.js';

/**
 * What staff set up and the demo shows with it: invented sponsor brands (their logos drawn by
 * pictures.ts), the store's catalogue, the challenges and the brands' events. Brands have no
 * web address: they do not exist, and a link would lead nowhere.
 */

export type BrandIdea = {
  key: string;
  name: string;
  symbol: MarkSymbol;
  colours: readonly [string, string];
};

export const BRANDS: BrandIdea[] = [
  { key: 'ritmo', name: 'Ritmo Deportes', symbol: 'pulse', colours: ['#E4572E', '#F3A712'] },
  { key: 'agua', name: 'Agua Clara', symbol: 'drop', colours: ['#2E86DE', '#48DBFB'] },
  { key: 'rueda', name: 'Rueda Libre', symbol: 'wheel', colours: ['#10AC84', '#1DD1A1'] },
  { key: 'cumbre', name: 'Cumbre Outdoor', symbol: 'peak', colours: ['#5F27CD', '#9B59B6'] },
];

export type StoreItemIdea = {
  key: string;
  kind: StoreKind;
  name: string;
  description: string;
  price: number;
  badge?: string;
};

/** The catalogue; the demo account buys the cheapest badge with what she earned. */
export const STORE_ITEMS: StoreItemIdea[] = [
  {
    key: 'highlight',
    kind: 'highlight',
    name: 'Destacar un plan',
    description: 'Tu plan sale el primero en Descubrir y en Deslizar durante 24 horas.',
    price: 30,
  },
  {
    key: 'boost',
    kind: 'boost',
    name: 'Impulso de perfil',
    description: 'Tus planes suben en las tarjetas de Deslizar de los demás durante 24 horas.',
    price: 40,
  },
  {
    key: 'equipo',
    kind: 'badge',
    name: 'Alma de equipo',
    description: 'Para quien nunca falla a un plan. Se ve en tu perfil.',
    price: 15,
    badge: '🤝',
  },
  {
    key: 'montana',
    kind: 'badge',
    name: 'Amante de la montaña',
    description: 'Para quien no perdona una ruta. Se ve en tu perfil.',
    price: 20,
    badge: '⛰️',
  },
  {
    key: 'padel',
    kind: 'badge',
    name: 'Pasión por el pádel',
    description: 'Para quien siempre tiene pista reservada. Se ve en tu perfil.',
    price: 20,
    badge: '🎾',
  },
  {
    key: 'runner',
    kind: 'badge',
    name: 'Corazón runner',
    description: 'Para quien sale a correr llueva o haga sol. Se ve en tu perfil.',
    price: 25,
    badge: '🏃',
  },
];

/** The badge the demo account bought. */
export const LUCIA_BADGE = 'equipo';

/**
 * A challenge, its period relative to the demo's moment: it starts `startsDaysAgo` days ago
 * (negative: in the future) at midnight in Madrid and lasts `days`.
 */
export type ChallengeIdea = {
  key: string;
  title: string;
  description: string;
  metric: ChallengeMetric;
  goal: number;
  discipline?: string;
  startsDaysAgo: number;
  days: number;
  rewardCoins: number;
  badge: string;
  badgeName: string;
  brand: string;
  /** Who joins: everyone with this chance, the demo account whatever it is. */
  joins: number;
  lucia: boolean;
};

export const CHALLENGES: ChallengeIdea[] = [
  {
    key: 'marcha',
    title: 'Reto 30 días en marcha',
    description:
      'Suma 8 planes con la asistencia verificada en 30 días: pádel, una ruta o unas cañas, todo cuenta. Al llegar, 50 monedas y la insignia En marcha.',
    metric: 'activities',
    goal: 8,
    startsDaysAgo: 16,
    days: 30,
    rewardCoins: 50,
    badge: '🔥',
    badgeName: 'En marcha',
    brand: 'ritmo',
    joins: 0.6,
    lucia: true,
  },
  {
    key: 'padel',
    title: 'Maratón de pádel',
    description:
      'Juega 300 minutos de pádel en cuatro semanas. Cada partido verificado suma sus minutos. Premio: 40 monedas y la insignia Palista.',
    metric: 'minutes',
    goal: 300,
    discipline: 'padel',
    startsDaysAgo: 10,
    days: 28,
    rewardCoins: 40,
    badge: '🎾',
    badgeName: 'Palista',
    brand: 'agua',
    joins: 0.25,
    lucia: true,
  },
  {
    key: 'cuatro',
    title: 'Prueba cuatro deportes',
    description:
      'Cuatro disciplinas distintas en tres semanas: sal de tu zona de confort. Premio: 60 monedas y la insignia Todoterreno.',
    metric: 'disciplines',
    goal: 4,
    startsDaysAgo: -3,
    days: 21,
    rewardCoins: 60,
    badge: '🧭',
    badgeName: 'Todoterreno',
    brand: 'cumbre',
    joins: 0.15,
    lucia: false,
  },
];

/**
 * A brand's event: a plan in its name in a city, `inDays` days after the demo's moment at
 * the local `hour`; who asks for a place takes it while there are places.
 */
export type EventIdea = {
  key: string;
  brand: string;
  cityKey: string;
  description: string;
  discipline: string;
  level: string;
  places: PlaceKind[];
  inDays: number;
  hour: number;
  durationMinutes: number;
  participants: number;
  premiumOnly: boolean;
  /** How many of the city's members ask for a place (the demo account too, if `lucia`). */
  requests: number;
  lucia: boolean;
};

export const EVENTS: EventIdea[] = [
  {
    key: 'carrera',
    brand: 'ritmo',
    cityKey: 'madrid',
    description:
      'Carrera popular de 5 km por el Retiro con Ritmo Deportes: dorsal, fruta y agua al llegar. Para todos los ritmos, también caminando.',
    discipline: 'running',
    level: 'todos',
    places: ['run'],
    inDays: 3,
    hour: 10,
    durationMinutes: 90,
    participants: 60,
    premiumOnly: false,
    requests: 10,
    lucia: true,
  },
  {
    key: 'torneo',
    brand: 'agua',
    cityKey: 'madrid',
    description:
      'Torneo americano de pádel exclusivo para Premium, con pistas cubiertas, bebida de Agua Clara y regalos para todas las parejas.',
    discipline: 'padel',
    level: 'intermedio',
    places: ['courts'],
    inDays: 5,
    hour: 18,
    durationMinutes: 180,
    participants: 16,
    premiumOnly: true,
    requests: 0,
    lucia: false,
  },
  {
    key: 'yoga',
    brand: 'agua',
    cityKey: 'barcelona',
    description:
      'Yoga frente al mar con Agua Clara: una hora para todos los niveles, esterillas y agua para quien venga.',
    discipline: 'yoga',
    level: 'todos',
    places: ['beach', 'park'],
    inDays: 2,
    hour: 9,
    durationMinutes: 60,
    participants: 40,
    premiumOnly: false,
    requests: 6,
    lucia: false,
  },
  {
    key: 'ruta',
    brand: 'rueda',
    cityKey: 'valencia',
    description:
      'Ruta en bici por el antiguo cauce del Turia con Rueda Libre: 25 km llanos, revisión de la bici antes de salir y almuerzo al final.',
    discipline: 'ciclismo',
    level: 'principiante',
    places: ['bike', 'park'],
    inDays: 4,
    hour: 10,
    durationMinutes: 150,
    participants: 30,
    premiumOnly: false,
    requests: 5,
    lucia: false,
  },
];
