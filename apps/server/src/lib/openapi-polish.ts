import { EXAMPLES } from '@app/contract/examples';

/** The parts of an OpenAPI 3.1 document this module reads and writes. */
type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: string[];
  description?: string;
  contentMediaType?: string;
  examples?: unknown[];
};
type MediaType = { schema?: Schema; example?: unknown };
type Response = {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
};
type Operation = {
  operationId?: string;
  parameters?: unknown[];
  responses?: Record<string, Response>;
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
};

/** What each status means in this API (architecture.md, "API conventions"). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Correcto.',
  '400':
    'Cuerpo ilegible: JSON mal formado, con claves prohibidas (`__proto__`), o un formulario cortado.',
  '401': 'Sin token, token no válido o caducado, o cabeceras de dispositivo desconocidas.',
  '403': 'No permitido: el recurso es de otra persona o hace falta un rol de personal.',
  '404': 'No existe.',
  '409': 'En conflicto con el estado actual (por ejemplo, una actividad llena).',
  '413': 'Demasiado grande.',
  '415': 'Tipo de archivo no admitido.',
  '422': 'Datos no válidos: `{ message, errors: { campo: [mensajes] } }`, como Laravel.',
  '429': 'Demasiadas peticiones: espere los segundos de `Retry-After`.',
  '503': 'No disponible ahora mismo.',
};

const ERROR_REF = '#/components/schemas/ErrorResponse';
const errorAnswer = (status: string): Response => ({
  description: STATUS_DESCRIPTIONS[status]!,
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

const EXAMPLE_ERRORS: Record<string, { message: string; errors?: Record<string, string[]> }> = {
  '400': { message: 'El cuerpo de la petición no es un JSON válido.' },
  '401': { message: 'No autenticado.' },
  '403': { message: 'No tienes permisos para hacer esta petición.' },
  '404': { message: 'No encontrado.' },
  '409': { message: 'La actividad ya no tiene plazas.' },
  '413': { message: 'Archivo demasiado grande.' },
  '415': { message: 'El archivo no es una imagen válida.' },
  '422': EXAMPLES.ErrorResponse as { message: string },
  '429': { message: 'Demasiadas peticiones. Inténtalo más tarde.' },
  '503': { message: 'El servidor está ocupado. Inténtalo más tarde.' },
};

/** Examples of the answers whose shape has no name of its own, by operationId. */
const INLINE_EXAMPLES: Record<string, unknown> = {
  getHealth: { status: 'ok', database: 'ok' },
  getTexts: { 'home.title': EXAMPLES.Text },
  markMessagesRead: { ids: [88, 89] },
  authorizeChannel: {
    auth: 'antojo-key:6c7d0b0a9e3f1c2d4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8',
  },
  authorizeChannels: {
    'private-friendship.4f6c1d2e3b4a59687786950a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e': {
      status: 200,
      data: {
        auth: 'antojo-key:1d2c3b4a59687786950a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6',
      },
    },
    'presence-group.7': {
      status: 200,
      data: {
        auth: 'antojo-key:8f7e6d5c4b3a29180f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978',
        channel_data: '{"user_id":"42"}',
      },
    },
    'presence-group.9': { status: 403 },
  },
  authenticateUser: {
    auth: 'antojo-key:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
    user_data: '{"id":"42","user_info":{"firstname":"Lucía"}}',
  },
  listOutbox: [
    {
      id: 1,
      channel: 'email',
      to: 'lucia@example.com',
      subject: 'Tu código de verificación',
      text: 'Tu código de verificación es 123456',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  endActivityNow: { counted: 2 },
};

/** The headers of the answers that are downloads, each with an example. */
const DOWNLOAD_HEADERS: Record<string, Record<string, unknown>> = {
  exportUserData: {
    'Content-Disposition': {
      description: 'Una descarga, con el nombre del archivo y la fecha de la copia (UTC).',
      schema: { type: 'string' },
      example: 'attachment; filename="mis-datos-2026-11-20.zip"',
    },
  },
  downloadDeploy: {
    'Content-Disposition': {
      description: 'Una descarga, con el nombre del archivo.',
      schema: { type: 'string' },
      example: 'attachment; filename="antojo-apk-2.0.1.apk"',
    },
    'X-Checksum-SHA256': {
      description: 'La suma SHA-256 del archivo, en hexadecimal.',
      schema: { type: 'string' },
      example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    },
  },
};

const file = (description: string) => ({
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description,
});

/**
 * The multipart forms of the upload routes. Their bodies are streamed (never held in memory),
 * so Fastify validates no body schema there and the generated document has none: they are
 * described here, and the SDK–API check (packages/sdk) sends through them.
 */
const UPLOAD_FORMS: Record<string, { properties: Record<string, Schema>; required: string[] }> = {
  uploadAvatar: {
    properties: { avatar: file('La imagen (JPEG, PNG, WebP o GIF); se guarda como PNG') },
    required: ['avatar'],
  },
  addPhoto: {
    properties: { photo: file('La imagen (JPEG, PNG, WebP o GIF); se guarda como PNG') },
    required: ['photo'],
  },
  replacePhoto: {
    properties: { photo: file('La imagen nueva; se guarda como PNG') },
    required: ['photo'],
  },
  uploadGroupPicture: {
    properties: { picture: file('La imagen (JPEG, PNG, WebP o GIF); se guarda como PNG') },
    required: ['picture'],
  },
  uploadSponsorLogo: {
    properties: {
      logo: file('El logo (JPEG, PNG, WebP o GIF, con transparencia); se guarda como PNG'),
    },
    required: ['logo'],
  },
  deploy: {
    properties: {
      appType: { type: 'string', enum: ['apk', 'ios', 'sdk'] },
      version: { type: 'string', examples: ['2.0.1'] },
      confirm_downgrade: {
        type: 'string',
        enum: ['1', '0'],
        description: 'Con 1, acepta una versión anterior a la actual (si no, 409)',
      },
      file: file('El APK o el IPA (no para sdk); puede ocupar cientos de MB'),
    },
    required: ['appType', 'version'],
  },
};

const refName = (schema: Schema | undefined) => schema?.$ref?.split('/').pop();

/** An example of a schema built from the contract's examples: refs, lists and paged lists. */
function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const name = refName(schema);
  if (name) return EXAMPLES[name];
  // A union of named shapes (the owner's view or anyone else's): the first.
  const first = (schema as { anyOf?: Schema[] }).anyOf?.[0];
  if (first) return exampleOf(first);
  if (schema.type === 'array') {
    const item = exampleOf(schema.items);
    return item === undefined ? undefined : [item];
  }
  const props = schema.properties;
  if (props?.data && props.current_page && props.last_page) {
    const item = exampleOf(props.data.items);
    if (item === undefined) return undefined;
    const page = { data: [item], current_page: 1, per_page: 20, total: 1, last_page: 1 };
    // A list whose total stops counting past the page says whether it did (GET /activity).
    return props.total_capped ? { ...page, total_capped: false } : page;
  }
  return undefined;
}

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.add(inner);
      else refsIn(inner, into);
    }
  }
  return into;
}

/**
 * Turns the generated document into one a client developer can work from: each response
 * described by what its status means here (not "Default Response"), the answers every API
 * route can give (401 for unknown device headers, 429 when throttled) listed, binary answers
 * (images, builds) under their own media type, an example on every answer, and the input
 * variants of shapes nobody references dropped.
 */
export function polishDocument(document: OpenApiDocument): OpenApiDocument {
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const form = UPLOAD_FORMS[operation.operationId ?? ''];
      if (form && !operation.requestBody) {
        operation.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', ...form } } },
        };
      }
      const responses = (operation.responses ??= {});
      // The device check runs on every API route; the rate limit on all but the health check.
      responses['401'] ??= errorAnswer('401');
      if (path !== '/api/health') responses['429'] ??= errorAnswer('429');
      // What is refused before the handler: a body that cannot be read (400), one too large
      // (413) or of a media type the route does not take (415), and values its schemas
      // refuse (422): the signed-in fuzz holds every answer to this list.
      if (operation.requestBody) {
        for (const status of ['400', '413', '415', '422'])
          responses[status] ??= errorAnswer(status);
      }
      if ((operation.parameters ?? []).length > 0) responses['422'] ??= errorAnswer('422');
      if (responses['429']) {
        responses['429'].headers = {
          'Retry-After': {
            description: 'Segundos que esperar antes de volver a intentarlo.',
            schema: { type: 'integer' },
          },
        };
      }
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response' || !response.description) {
          response.description = STATUS_DESCRIPTIONS[status] ?? `Respuesta ${status}.`;
        }
        const json = response.content?.['application/json'];
        const binaryType = json?.schema?.contentMediaType;
        if (json && binaryType) {
          if (json.schema?.description) response.description = json.schema.description;
          response.content = {
            [binaryType]: { schema: { type: 'string', contentMediaType: binaryType } },
          };
          const headers = DOWNLOAD_HEADERS[operation.operationId ?? ''];
          if (headers) response.headers = { ...response.headers, ...headers };
          continue;
        }
        if (json && json.example === undefined) {
          const example = status.startsWith('2')
            ? (INLINE_EXAMPLES[operation.operationId ?? ''] ?? exampleOf(json.schema))
            : EXAMPLE_ERRORS[status];
          if (example !== undefined) json.example = example;
        }
      }
    }
  }

  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (EXAMPLES[name] !== undefined) schema.examples = [EXAMPLES[name]];
  }
  // The zod provider also registers an input variant of every shape; none is referenced.
  const used = refsIn(document.paths);
  for (let seen = -1; seen !== used.size;) {
    seen = used.size;
    for (const ref of [...used]) refsIn(schemas[ref.split('/').pop()!], used);
  }
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !used.has(`#/components/schemas/${name}`)) delete schemas[name];
  }
  return document;
}
