/**
 * What anyone says in a plan's chat, whatever the plan: a welcome, a hello, a reminder, the
 * arrival and the goodbye. Plan-specific lines are in plans.data.ts; `{lugar}` is the meeting
 * place and `{hora}` the start time.
 */
export const CHAT_LINES = {
  /** The host, once the first person has joined. */
  welcome: [
    '¡Hola a todos! Gracias por apuntaros.',
    '¡Bienvenidos al plan! Cualquier duda, por aquí.',
    'Hola, ¡qué bien que os animéis! Nos vemos en {lugar}.',
    'Buenas, ya somos unos cuantos. ¡Qué ganas!',
    '¡Hola! Os dejo por aquí el punto de encuentro: {lugar}.',
  ],
  /** Someone who has just joined. */
  hello: [
    '¡Hola! Muchas ganas.',
    'Hola a todos, gracias por aceptarme.',
    '¡Buenas! Me apunto con muchas ganas.',
    'Hola, es mi primer plan en Antojo, ¡a ver qué tal!',
    '¡Qué bien! Allí estaré.',
    '¡Holaaa!',
  ],
  /** The host, on the day. */
  reminder: [
    'Recordad: hoy a las {hora} en {lugar}.',
    '¡Hoy es el día! Nos vemos a las {hora}.',
    'Sigue todo en pie para hoy a las {hora}.',
  ],
  /** Anyone, around the start. */
  arriving: [
    'Ya estoy aquí.',
    'Voy de camino, llego en cinco minutos.',
    'Estoy en la entrada.',
    'Perdón, voy con un poco de retraso, ¡ya casi estoy!',
    'Os veo, voy para allá.',
  ],
  /** Anyone, once it is over. */
  thanks: ['¡Gracias a todos!', '¿Repetimos pronto?', 'Qué buen plan, de verdad.'],
};
