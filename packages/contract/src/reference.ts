import { z } from 'zod';
import { placeSearchInfo } from './place-search.js';

/** `GET /info`: versions the clients cache by (api-contract.md, "Reference data"). */
export const apiInfo = z
  .object({
    sdk: z.string().meta({ example: '1.8.3' }),
    countryVersion: z.string(),
    conceptVersion: z.string(),
    textVersion: z.string(),
    androidApkVersion: z.string().nullable(),
    iosApkVersion: z.string().nullable(),
    map: z
      .object({
        style: z.string().nullable().meta({
          description:
            'URL (o ruta de este servidor) del estilo MapLibre de los mapas; null: el mapa base integrado',
          example: 'https://tiles.openfreemap.org/styles/liberty',
        }),
      })
      .meta({ description: 'El mapa de la web (MAP_STYLE_URL)' }),
    placeSearch: placeSearchInfo,
    phoneSignup: z.boolean().meta({
      description:
        'Si se puede crear una cuenta o recuperar la contraseña con un código por SMS (PHONE_SIGNUP); false: solo con correo',
    }),
  })
  .meta({ id: 'ApiInfo' });
export type ApiInfo = z.infer<typeof apiInfo>;

/** Device mode (spec, section 6): a registered client application names itself. */
export const deviceHeaders = z.object({
  'x-device-name': z.string().max(100).optional(),
  'x-device-key': z.string().max(200).optional(),
});

export const city = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lat: z.number(),
    lon: z.number(),
    timezone: z.string(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof city>;

export const state = z
  .object({ id: z.number().int(), name: z.string(), cities: z.array(city) })
  .meta({ id: 'State' });
export type State = z.infer<typeof state>;

export const country = z
  .object({
    id: z.number().int(),
    name: z.string(),
    iso2: z.string().length(2),
    timezone: z.string(),
    states: z.array(state),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

export const conceptOption = z
  .object({ id: z.number().int(), tag: z.string(), name: z.string() })
  .meta({ id: 'ConceptOption' });
export type ConceptOption = z.infer<typeof conceptOption>;

export const concept = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    options: z.array(conceptOption),
  })
  .meta({ id: 'Concept' });
export type Concept = z.infer<typeof concept>;

export const text = z.object({ tag: z.string(), lan_es: z.string() }).meta({ id: 'Text' });
export type Text = z.infer<typeof text>;

/** `GET /text`: every interface text keyed by its tag. */
export const texts = z.record(z.string(), text);
export type Texts = z.infer<typeof texts>;

/** `GET /health`: the process is up and its database answers. */
export const health = z.object({ status: z.literal('ok'), database: z.literal('ok') });
