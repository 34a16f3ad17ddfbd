/**
 * Every message the spec gives, word for word (typos included: they are what the clients
 * show and compare against). The texts seed and the forms read them from here.
 */

/** Form rules (spec, section 5). */
export const FORM_MESSAGES = {
  required: 'Campo requerdio.',
  email: 'Debe ser un correo valido.',
} as const;

/** Alerts the website shows for failed calls (spec, section 8). */
export const ALERTS = {
  accept: 'Aceptar',
  loginFailedTitle: 'Hubo un error.',
  loginFailedText: 'Correo o la contraseña invalida.',
  deployFailedTitle: 'Hubo un problema',
  tooLargeTitle: '¡Ups!. Hubo un error.',
  tooLargeText: 'Archivo demasiado grande.',
  forbiddenTitle: '¡Ups!. Lo sentimos.',
  forbiddenText: 'No tienes permisos para hacer esta petción.',
  serverDownTitle: 'Servidor',
  serverDownText: 'Lo sentimos, hay problemas para conectarnos al servidor, intentalo más tarde.',
  deploySaved: 'Se ha subido el deploy satisfactoriamente!',
  // Not in the spec's table: a sign-in refused because staff suspended the account
  // (decision 0024); its text is the server's.
  suspendedTitle: 'Cuenta suspendida',
  // Not in the spec's table either: a 429, said as what it is (never as a lost connection),
  // with the wait the server gave (docs/decisions/0032).
  tooManyRequestsTitle: 'Demasiadas peticiones, espera un momento',
  tooManyRequestsText: 'Vuelve a intentarlo en unos segundos.',
} as const;

/** Errors the client SDK throws (spec, section 8). */
export const SDK_ERRORS = {
  locationsNotLoaded: 'locations not allready loaded',
  cityOutOfRange: 'city out of range',
  conceptsNotLoaded: 'concepts not allready lodaded',
  codeNotFound: 'code not found',
  notFound: 'not found',
  textNotLoaded: 'text not allready loaded',
  needPhoneOrEmail: 'need phone or email',
  needToNotificate: 'need to notificated',
  needValidation: 'need validation notificables',
  noUserLogged: 'no user logged',
} as const;

/** Messages of the API's error answers (the `message` of the Laravel shape). */
export const API_MESSAGES = {
  badRequest: 'La petición no es válida.',
  invalidJson: 'El cuerpo de la petición no es un JSON válido.',
  unauthenticated: 'No autenticado.',
  forbidden: 'No tienes permisos para hacer esta petción.',
  notFound: 'Recurso no encontrado.',
  conflict: 'La petición entra en conflicto con el estado actual.',
  tooLarge: 'Archivo demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no soportado.',
  invalid: 'Los datos enviados no son válidos.',
  tooManyRequests: 'Demasiadas peticiones. Inténtalo de nuevo más tarde.',
  requestTimeout: 'La petición tardó demasiado en llegar. Inténtalo de nuevo.',
  tooManyConnections:
    'Demasiadas conexiones desde tu dirección. Inténtalo de nuevo en unos segundos.',
  busy: 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.',
  restarting: 'El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.',
  badUrl: 'La dirección de la petición no es válida.',
  serverError: 'Error del servidor.',
  unknownDevice: 'Dispositivo no registrado.',
} as const;
