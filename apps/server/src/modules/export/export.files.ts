/**
 * The files of a member's data export ("Descargar mis datos") and the LEEME.txt that explains
 * them, in the archive's order. Names are plain ASCII, so every unzip program shows them alike.
 */
export const EXPORT_FILES = {
  readme: 'LEEME.txt',
  profile: 'perfil.json',
  sessions: 'sesiones.json',
  avatar: 'avatar.png',
  photos: 'fotos.json',
  photo: (id: number) => `fotos/${id}.png`,
  activities: 'actividades.json',
  petitionsSent: 'solicitudes-enviadas.json',
  petitionsReceived: 'solicitudes-recibidas.json',
  matchesJoined: 'uniones.json',
  matchesInHosted: 'uniones-a-tus-actividades.json',
  messages: 'mensajes.json',
  conversationMessages: 'mensajes-en-conversaciones.json',
  attendance: 'asistencias.json',
  points: 'puntos.json',
  levels: 'niveles.json',
  coins: 'monedas.json',
  store: 'compras.json',
  challenges: 'retos.json',
  feedback: 'opiniones.json',
  help: 'mensajes-a-ayuda.json',
} as const;

/** The download's name: `mis-datos-2026-11-20.zip` (the date in UTC). */
export const exportFileName = (now: Date) => `mis-datos-${now.toISOString().slice(0, 10)}.zip`;

/** What each file holds, in Spanish, as the person reads it. */
const ABOUT: Array<[string, string]> = [
  [
    EXPORT_FILES.profile,
    'Tu perfil tal como lo ves tú: nombre y apellidos, correo y teléfono, fecha de nacimiento, peso (weight, si lo diste), género, ciudad, estado civil, intereses y signo, roles, tu configuración (configurations), los contadores de solicitudes y mensajes sin leer, y cuándo se creó y se cambió por última vez tu cuenta.',
  ],
  [
    EXPORT_FILES.sessions,
    'Las sesiones abiertas con tu cuenta: el dispositivo (device_name), cuándo empezó cada una, cuándo se usó por última vez y cuándo caduca. Los tokens no se incluyen.',
  ],
  [EXPORT_FILES.avatar, 'Tu avatar, si tienes uno.'],
  [
    `${EXPORT_FILES.photos} y la carpeta fotos/`,
    'Las fotos de tu galería: cada una con su número (id), sus fechas y el archivo de la carpeta fotos/ que la contiene.',
  ],
  [
    EXPORT_FILES.activities,
    'Las actividades que organizas o has organizado, como las muestra la aplicación: tipo, disciplina, nivel, descripción, fecha y hora, duración, plazas, personas unidas, ciudad y lugar.',
  ],
  [
    EXPORT_FILES.petitionsSent,
    'Tus solicitudes para unirte a actividades de otras personas: a qué actividad (id, descripción y fecha), a quién (id y nombre), si se leyó (readed), se aceptó (acepted) o se rechazó (refused), cuándo la enviaste y cuándo te respondieron.',
  ],
  [
    EXPORT_FILES.petitionsReceived,
    'Las solicitudes que otras personas enviaron a tus actividades, respondidas o no: quién la envió (id y nombre), a qué actividad, su estado y cuándo.',
  ],
  [
    EXPORT_FILES.matchesJoined,
    'Las actividades de otras personas a las que te has unido: cuál (id, descripción y fecha), quién la organiza (id y nombre) y desde cuándo.',
  ],
  [
    EXPORT_FILES.matchesInHosted,
    'Las personas unidas a tus actividades: quién (id y nombre), a cuál y desde cuándo.',
  ],
  [
    EXPORT_FILES.messages,
    'Los mensajes que has escrito en los chats de las actividades, del más antiguo al más reciente, con la actividad (activityId), su número de orden en el chat (seq) y la fecha. Los mensajes de las demás personas no se incluyen: son suyos.',
  ],
  [
    EXPORT_FILES.conversationMessages,
    'Los mensajes que has escrito en conversaciones privadas y en chats de grupo, del más antiguo al más reciente, con la conversación (conversationId), su número de orden (seq) y la fecha. Solo los tuyos.',
  ],
  [
    EXPORT_FILES.attendance,
    'Tu asistencia a las actividades en que participaste: lo que marcó quien organizaba (mark: present o absent), lo que dijiste tú (took_place: si se celebró), cuándo y si quedó verificada (verifiedAt, cuando ambos coincidís).',
  ],
  [
    EXPORT_FILES.points,
    'Tus puntos, uno por hecho verificado: por asistir (attendance) o por organizar una actividad celebrada (hosting), con la actividad, la ciudad, la disciplina y el mes en que cuentan para el ranking; capped indica que ese día ya contaban tres actividades y no sumó.',
  ],
  [
    EXPORT_FILES.levels,
    'Tu nivel en cada disciplina (de 0.0 a 7.0, con su fiabilidad), si empezó con el test (self_assessed), y los resultados en que jugaste: tu equipo, el ganador, su estado y tu nivel antes y después.',
  ],
  [
    EXPORT_FILES.coins,
    'Tus monedas, un movimiento por línea: cuántas entraron o salieron (amount), por qué (attendance y hosting por hechos verificados, challenge, purchase en la tienda, adjustment del equipo con su motivo en note), la actividad que las dio y el saldo justo después.',
  ],
  [
    EXPORT_FILES.store,
    'Lo que has comprado en la tienda con monedas (purchases: el artículo, el plan destacado y hasta cuándo duró su efecto) y tus insignias (badges).',
  ],
  [
    EXPORT_FILES.challenges,
    'Los retos a los que te has apuntado: cuál (challenge_id y título), qué cuenta (metric: activities, minutes, kcal o disciplines) y su meta (goal), tu progreso, cuándo te apuntaste y cuándo lo completaste (completedAt).',
  ],
  [
    EXPORT_FILES.feedback,
    'Las opiniones que has enviado: estrellas, texto, si se publicaron en la web (published) y cuándo las enviaste.',
  ],
  [
    EXPORT_FILES.help,
    'Lo que has escrito al equipo desde Ayuda: el tema (topic), tu mensaje, cuándo lo enviaste y cuándo lo atendió el equipo (handledAt).',
  ],
];

/** Wraps `text` at 88 columns, each line indented by `indent`. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > 88 - indent.length) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** LEEME.txt: what the archive is, whose, from when, and what each file holds. */
export function readme(owner: { id: number; firstname: string }, now: Date): string {
  const [day, time] = now.toISOString().slice(0, 16).split('T');
  const paragraphs = [
    `Copia generada el ${day} a las ${time} (hora UTC) para ${owner.firstname} (cuenta n.º ${owner.id}).`,
    'Aquí tienes todo lo que Antojo guarda sobre ti, en un formato estructurado: archivos JSON (texto UTF-8 que se abre con cualquier editor y que otros programas pueden leer) y tus imágenes en PNG. Los campos se llaman igual que en la API de Antojo, descrita en /api/docs. Las fechas siguen la norma ISO 8601; las que acaban en «Z» están en hora UTC.',
    'De otras personas solo aparecen su número de cuenta (id) y su nombre (firstname), como los ve cualquiera en la aplicación: nunca su correo, su teléfono ni sus mensajes.',
  ];
  const files = ABOUT.map(([name, about]) => `${name}\n${wrap(about, '    ')}`);
  const left = [
    'Tu contraseña: Antojo no la conoce, solo guarda una huella cifrada que no permite recuperarla. Tampoco van los tokens de sesión, los códigos de verificación (caducan en minutos y solo sirven para entrar) ni qué mensajes de los demás has leído (en perfil.json está cuántos te quedan por leer).',
    'Si quieres corregir algún dato, hazlo desde tu perfil. Si quieres borrarlos todos: en la aplicación, abre los ajustes en la barra superior, pulsa «Configuraciones de Perfil» y después «Eliminar cuenta».',
  ];
  return [
    'ANTOJO: COPIA DE TUS DATOS\n==========================',
    ...paragraphs.map((paragraph) => wrap(paragraph, '')),
    'ARCHIVOS\n--------',
    ...files,
    'LO QUE NO VA EN LA COPIA\n------------------------',
    ...left.map((paragraph) => wrap(paragraph, '')),
  ]
    .join('\n\n')
    .concat('\n');
}
