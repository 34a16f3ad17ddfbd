/**
 * The demo's cities and, in each, places near its centre where plans happen, with the kinds
 * of plan each suits. Names and states are the places dataset's (the city is looked up by
 * them); coordinates are approximate, addresses as a person would write them.
 */

export type PlaceKind =
  | 'park'
  | 'run'
  | 'bike'
  | 'trail'
  | 'beach'
  | 'courts'
  | 'pitch'
  | 'climbing'
  | 'pool'
  | 'bar'
  | 'cafe'
  | 'cinema'
  | 'culture'
  | 'night';

export type DemoPlace = { address: string; lat: number; lon: number; kinds: PlaceKind[] };

export type DemoCity = {
  key: string;
  /** The city and its state as the places dataset names them. */
  name: string;
  state: string;
  /** Where its people's names lean (see people.data.ts). */
  region: 'castilla' | 'catalunya' | 'valencia' | 'andalucia' | 'euskadi' | 'aragon' | 'canarias';
  places: DemoPlace[];
};

export const DEMO_CITIES: DemoCity[] = [
  {
    key: 'madrid',
    name: 'Madrid',
    state: 'Madrid',
    region: 'castilla',
    places: [
      {
        address: 'Parque del Retiro, Puerta de Alcalá',
        lat: 40.4197,
        lon: -3.6868,
        kinds: ['park', 'run'],
      },
      {
        address: 'Parque del Retiro, junto al Palacio de Cristal',
        lat: 40.4136,
        lon: -3.6825,
        kinds: ['park', 'culture'],
      },
      {
        address: 'Madrid Río, Puente de Toledo',
        lat: 40.4035,
        lon: -3.7175,
        kinds: ['run', 'bike', 'park'],
      },
      {
        address: 'Casa de Campo, embarcadero del Lago',
        lat: 40.4189,
        lon: -3.7335,
        kinds: ['trail', 'run', 'bike'],
      },
      {
        address: 'Templo de Debod, Calle de Ferraz 1',
        lat: 40.424,
        lon: -3.7177,
        kinds: ['park', 'run'],
      },
      {
        address: 'Polideportivo La Chopera, Paseo de Fernán Núñez',
        lat: 40.4108,
        lon: -3.685,
        kinds: ['pitch', 'courts'],
      },
      {
        address: 'Pistas de pádel del Canal, Avenida de Filipinas 54',
        lat: 40.442,
        lon: -3.706,
        kinds: ['courts', 'pool'],
      },
      {
        address: 'Rocódromo de Legazpi, Paseo de la Chopera 14',
        lat: 40.392,
        lon: -3.6975,
        kinds: ['climbing'],
      },
      { address: 'Plaza de Santa Ana', lat: 40.4146, lon: -3.701, kinds: ['bar', 'night'] },
      {
        address: 'Plaza del Dos de Mayo, Malasaña',
        lat: 40.4276,
        lon: -3.7043,
        kinds: ['bar', 'cafe', 'night'],
      },
      {
        address: 'Calle de Argumosa, Lavapiés',
        lat: 40.4083,
        lon: -3.6978,
        kinds: ['bar', 'cafe'],
      },
      {
        address: 'Cine Doré, Calle de Santa Isabel 3',
        lat: 40.4117,
        lon: -3.6992,
        kinds: ['cinema'],
      },
      {
        address: 'Cines Renoir Princesa, Calle de la Princesa 3',
        lat: 40.4245,
        lon: -3.7137,
        kinds: ['cinema'],
      },
      {
        address: 'Museo del Prado, Paseo del Prado',
        lat: 40.4138,
        lon: -3.6921,
        kinds: ['culture'],
      },
      {
        address: 'Chocolatería San Ginés, Pasadizo de San Ginés 5',
        lat: 40.4169,
        lon: -3.7068,
        kinds: ['night'],
      },
    ],
  },
  {
    key: 'barcelona',
    name: 'Barcelona',
    state: 'Barcelona',
    region: 'catalunya',
    places: [
      {
        address: 'Parc de la Ciutadella, Passeig de Picasso',
        lat: 41.3881,
        lon: 2.1873,
        kinds: ['park', 'run'],
      },
      {
        address: 'Platja de la Barceloneta, Passeig Marítim',
        lat: 41.3784,
        lon: 2.1925,
        kinds: ['beach', 'run', 'night'],
      },
      {
        address: 'Platja del Bogatell',
        lat: 41.3945,
        lon: 2.2075,
        kinds: ['beach', 'run'],
      },
      {
        address: 'Montjuïc, Passeig Olímpic',
        lat: 41.365,
        lon: 2.155,
        kinds: ['run', 'bike', 'park'],
      },
      {
        address: 'Carretera de les Aigües, Plaça Mireia',
        lat: 41.416,
        lon: 2.114,
        kinds: ['trail', 'run', 'bike'],
      },
      {
        address: "Pistes de pàdel de la Vall d'Hebron, Passeig de la Vall d'Hebron",
        lat: 41.427,
        lon: 2.146,
        kinds: ['courts', 'pitch'],
      },
      {
        address: 'Poliesportiu Joan Miró, Carrer de Diputació',
        lat: 41.377,
        lon: 2.148,
        kinds: ['pitch', 'pool'],
      },
      {
        address: 'Rocòdrom del Poblenou, Carrer de Pujades',
        lat: 41.4,
        lon: 2.199,
        kinds: ['climbing'],
      },
      { address: 'Plaça del Sol, Gràcia', lat: 41.4015, lon: 2.1575, kinds: ['bar', 'night'] },
      {
        address: 'Passeig del Born',
        lat: 41.385,
        lon: 2.183,
        kinds: ['bar', 'cafe', 'night'],
      },
      {
        address: 'Cines Verdi, Carrer de Verdi 32',
        lat: 41.4045,
        lon: 2.1568,
        kinds: ['cinema'],
      },
      {
        address: 'MACBA, Plaça dels Àngels',
        lat: 41.3833,
        lon: 2.1668,
        kinds: ['culture', 'cafe'],
      },
    ],
  },
  {
    key: 'valencia',
    name: 'Valencia',
    state: 'Valencia',
    region: 'valencia',
    places: [
      {
        address: 'Jardín del Turia, a la altura del Palau de la Música',
        lat: 39.47,
        lon: -0.361,
        kinds: ['park', 'run', 'bike'],
      },
      {
        address: 'Playa de la Malvarrosa, Paseo Marítimo',
        lat: 39.478,
        lon: -0.324,
        kinds: ['beach', 'run', 'night'],
      },
      {
        address: 'Ciudad de las Artes y las Ciencias',
        lat: 39.4545,
        lon: -0.3505,
        kinds: ['run', 'bike', 'culture'],
      },
      {
        address: 'Parque de Cabecera',
        lat: 39.479,
        lon: -0.404,
        kinds: ['park', 'run', 'climbing'],
      },
      {
        address: 'El Saler, Parque Natural de la Albufera',
        lat: 39.38,
        lon: -0.333,
        kinds: ['trail', 'bike', 'beach'],
      },
      {
        address: 'Polideportivo de Benicalap, Calle de Luis Crumiere',
        lat: 39.494,
        lon: -0.396,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Plaza del Tossal, Barrio del Carmen',
        lat: 39.477,
        lon: -0.38,
        kinds: ['bar', 'cafe', 'night'],
      },
      { address: 'Calle de Sueca, Ruzafa', lat: 39.462, lon: -0.374, kinds: ['bar', 'cafe'] },
      {
        address: 'Cines Babel, Calle de Vicente Sancho Tello 10',
        lat: 39.4702,
        lon: -0.356,
        kinds: ['cinema'],
      },
      {
        address: 'IVAM, Calle de Guillem de Castro 118',
        lat: 39.4787,
        lon: -0.3838,
        kinds: ['culture'],
      },
    ],
  },
  {
    key: 'sevilla',
    name: 'Sevilla',
    state: 'Sevilla',
    region: 'andalucia',
    places: [
      {
        address: 'Parque de María Luisa, Plaza de España',
        lat: 37.3772,
        lon: -5.9869,
        kinds: ['park', 'run', 'culture'],
      },
      {
        address: 'Paseo de Cristina, junto a la Torre del Oro',
        lat: 37.3824,
        lon: -5.9963,
        kinds: ['run', 'bike'],
      },
      {
        address: 'Parque del Alamillo, Isla de la Cartuja',
        lat: 37.418,
        lon: -6.0,
        kinds: ['park', 'run', 'bike', 'trail'],
      },
      {
        address: 'Centro Deportivo San Pablo, Calle Doctor Laffón Soto',
        lat: 37.401,
        lon: -5.955,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Rocódromo de Hytasa, Calle Tarento',
        lat: 37.375,
        lon: -5.97,
        kinds: ['climbing'],
      },
      {
        address: 'Alameda de Hércules',
        lat: 37.4,
        lon: -5.994,
        kinds: ['bar', 'cafe', 'night'],
      },
      { address: 'Calle Betis, Triana', lat: 37.384, lon: -6.001, kinds: ['bar', 'night'] },
      {
        address: 'Setas de Sevilla, Plaza de la Encarnación',
        lat: 37.3932,
        lon: -5.9918,
        kinds: ['cafe', 'culture'],
      },
      {
        address: 'Cines Avenida, Calle Marqués de Paradas 15',
        lat: 37.39,
        lon: -6.002,
        kinds: ['cinema'],
      },
    ],
  },
  {
    key: 'bilbao',
    name: 'Bilbao',
    state: 'Bizkaia',
    region: 'euskadi',
    places: [
      {
        address: 'Parque de Doña Casilda',
        lat: 43.2655,
        lon: -2.945,
        kinds: ['park', 'run'],
      },
      {
        address: 'Paseo de la ría, junto al Guggenheim',
        lat: 43.2687,
        lon: -2.934,
        kinds: ['run', 'bike', 'culture'],
      },
      {
        address: 'Monte Artxanda, estación alta del funicular',
        lat: 43.2745,
        lon: -2.9185,
        kinds: ['trail', 'run', 'bike'],
      },
      {
        address: 'Pagasarri, subida desde Larraskitu',
        lat: 43.247,
        lon: -2.933,
        kinds: ['trail'],
      },
      {
        address: 'Polideportivo de Deusto, Calle Lehendakari Aguirre',
        lat: 43.272,
        lon: -2.949,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Rocódromo de Miribilla, Bilbao Arena',
        lat: 43.252,
        lon: -2.92,
        kinds: ['climbing'],
      },
      {
        address: 'Plaza Nueva, Casco Viejo',
        lat: 43.2595,
        lon: -2.9235,
        kinds: ['bar', 'night'],
      },
      { address: 'Calle Ledesma', lat: 43.2625, lon: -2.93, kinds: ['bar', 'cafe'] },
      {
        address: 'Azkuna Zentroa, Plaza Arriquíbar 4',
        lat: 43.259,
        lon: -2.94,
        kinds: ['cinema', 'culture', 'cafe'],
      },
    ],
  },
  {
    key: 'malaga',
    name: 'Málaga',
    state: 'Málaga',
    region: 'andalucia',
    places: [
      {
        address: 'Paseo del Parque',
        lat: 36.719,
        lon: -4.416,
        kinds: ['park', 'run'],
      },
      {
        address: 'Playa de la Malagueta',
        lat: 36.719,
        lon: -4.407,
        kinds: ['beach', 'run', 'night'],
      },
      {
        address: 'Playa de Pedregalejo, Paseo Marítimo El Pedregal',
        lat: 36.721,
        lon: -4.38,
        kinds: ['beach', 'bar'],
      },
      { address: 'Muelle Uno', lat: 36.717, lon: -4.415, kinds: ['run', 'bike', 'cafe'] },
      {
        address: 'Monte Gibralfaro, subida por el Paseo de Don Juan Temboury',
        lat: 36.723,
        lon: -4.411,
        kinds: ['trail', 'run'],
      },
      {
        address: 'Ciudad Deportiva de Carranque, Calle Santa Elena',
        lat: 36.729,
        lon: -4.442,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Rocódromo de El Ejido, Calle Ejido',
        lat: 36.7265,
        lon: -4.4245,
        kinds: ['climbing'],
      },
      {
        address: 'Plaza de la Constitución, Calle Larios',
        lat: 36.721,
        lon: -4.422,
        kinds: ['bar', 'night'],
      },
      {
        address: 'Plaza de la Merced',
        lat: 36.7235,
        lon: -4.418,
        kinds: ['bar', 'cafe', 'night'],
      },
      {
        address: 'Cines Albéniz, Calle Alcazabilla 4',
        lat: 36.722,
        lon: -4.417,
        kinds: ['cinema'],
      },
      {
        address: 'Museo Picasso, Calle San Agustín 8',
        lat: 36.7215,
        lon: -4.4185,
        kinds: ['culture'],
      },
    ],
  },
  {
    key: 'zaragoza',
    name: 'Zaragoza',
    state: 'Zaragoza',
    region: 'aragon',
    places: [
      {
        address: 'Parque Grande José Antonio Labordeta',
        lat: 41.635,
        lon: -0.893,
        kinds: ['park', 'run'],
      },
      {
        address: 'Riberas del Ebro, Puente de Piedra',
        lat: 41.6578,
        lon: -0.877,
        kinds: ['run', 'bike'],
      },
      {
        address: 'Parque del Agua Luis Buñuel',
        lat: 41.669,
        lon: -0.903,
        kinds: ['park', 'run', 'bike', 'trail'],
      },
      {
        address: 'Centro Deportivo Siglo XXI, Calle de Alberto Duce',
        lat: 41.645,
        lon: -0.87,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Rocódromo del Parque Delicias',
        lat: 41.6505,
        lon: -0.9095,
        kinds: ['climbing'],
      },
      {
        address: 'Plaza del Pilar',
        lat: 41.656,
        lon: -0.879,
        kinds: ['culture', 'cafe'],
      },
      {
        address: 'El Tubo, Calle Cuatro de Agosto',
        lat: 41.653,
        lon: -0.879,
        kinds: ['bar', 'night'],
      },
      { address: 'Plaza de San Felipe', lat: 41.654, lon: -0.88, kinds: ['cafe', 'bar'] },
      {
        address: 'Cines Palafox, Paseo de la Independencia 12',
        lat: 41.649,
        lon: -0.883,
        kinds: ['cinema'],
      },
    ],
  },
  {
    key: 'las-palmas',
    name: 'Las Palmas de Gran Canaria',
    state: 'Las Palmas',
    region: 'canarias',
    places: [
      {
        address: 'Playa de Las Canteras, Paseo de Las Canteras',
        lat: 28.14,
        lon: -15.437,
        kinds: ['beach', 'run', 'night'],
      },
      {
        address: 'Playa de Las Canteras, La Cícer',
        lat: 28.1305,
        lon: -15.4465,
        kinds: ['beach'],
      },
      { address: 'Parque Doramas', lat: 28.115, lon: -15.424, kinds: ['park', 'run'] },
      {
        address: 'Avenida Marítima, junto al Parque Santa Catalina',
        lat: 28.1395,
        lon: -15.4265,
        kinds: ['run', 'bike', 'cafe'],
      },
      {
        address: 'Caldera de Bandama, mirador del Pico',
        lat: 28.036,
        lon: -15.457,
        kinds: ['trail'],
      },
      {
        address: 'Ciudad Deportiva Martín Freire, Calle Pío XII',
        lat: 28.117,
        lon: -15.43,
        kinds: ['courts', 'pitch', 'pool'],
      },
      {
        address: 'Rocódromo del Estadio Insular, Calle Pío XII',
        lat: 28.122,
        lon: -15.43,
        kinds: ['climbing'],
      },
      {
        address: 'Plaza de Santa Ana, Vegueta',
        lat: 28.101,
        lon: -15.416,
        kinds: ['bar', 'culture', 'night'],
      },
      { address: 'Calle Mayor de Triana', lat: 28.105, lon: -15.416, kinds: ['bar', 'cafe'] },
      {
        address: 'Multicines Monopol, Plaza de Hurtado de Mendoza',
        lat: 28.104,
        lon: -15.417,
        kinds: ['cinema'],
      },
    ],
  },
];
