import { ALERTS, FORM_MESSAGES } from '@app/contract/messages';

/**
 * The interface texts of the apps, in Spanish, keyed by tag. The seed adds the tags that are
 * missing and never overwrites a text staff have edited. The spec's own messages come from the
 * contract, word for word.
 */
export const TEXT_SEEDS: Record<string, string> = {
  // Form rules (spec, section 5)
  'form.required': FORM_MESSAGES.required,
  'form.email': FORM_MESSAGES.email,
  'form.min_length': 'Debe tener al menos :min caracteres.',
  'form.max_length': 'No puede tener más de :max caracteres.',
  'form.must_equal': 'Los campos no coinciden.',
  'form.must_differ': 'Debe ser distinto del campo anterior.',

  // Alerts (spec, section 8)
  'alert.accept': ALERTS.accept,
  'alert.login_failed.title': ALERTS.loginFailedTitle,
  'alert.login_failed.text': ALERTS.loginFailedText,
  'alert.deploy_failed.title': ALERTS.deployFailedTitle,
  'alert.deploy_failed.text': 'No se ha podido subir el deploy. Inténtalo de nuevo.',
  'alert.too_large.title': ALERTS.tooLargeTitle,
  'alert.too_large.text': ALERTS.tooLargeText,
  'alert.forbidden.title': ALERTS.forbiddenTitle,
  'alert.forbidden.text': ALERTS.forbiddenText,
  'alert.server_down.title': ALERTS.serverDownTitle,
  'alert.server_down.text': ALERTS.serverDownText,
  'alert.deploy_saved': ALERTS.deploySaved,
  'alert.suspended.title': ALERTS.suspendedTitle,
  'alert.too_many_requests.title': ALERTS.tooManyRequestsTitle,
  'alert.too_many_requests.text': ALERTS.tooManyRequestsText,

  // Common actions
  'action.back': 'Volver',
  'action.save': 'Guardar',
  'action.cancel': 'Cancelar',
  'action.delete': 'Eliminar',
  'action.edit': 'Editar',
  'action.send': 'Enviar',
  'action.accept': 'Aceptar',
  'action.decline': 'Rechazar',
  'action.see_more': 'Ver más',
  'action.retry': 'Reintentar',
  'action.close': 'Cerrar',
  'action.logout': 'Cerrar sesión',

  // Access: verification, sign-up, sign-in
  'auth.title.sign_in': 'Iniciar Sesión',
  'auth.title.sign_up': 'Crear cuenta',
  'auth.email': 'Correo',
  'auth.phone': 'Teléfono',
  'auth.password': 'Contraseña',
  'auth.password_repeat': 'Repite la contraseña',
  'auth.forgot_password': '¿Olvidaste tu contraseña?',
  'auth.change_password': 'Cambiar contraseña',
  'auth.code.title': 'Código de verificación',
  'auth.code.sent_email': 'Te hemos enviado un código de 6 cifras a tu correo.',
  'auth.code.sent_phone': 'Te hemos enviado un código de 6 cifras por SMS.',
  'auth.code.resend': 'Reenviar código',
  'auth.code.invalid': 'El código no es correcto o ha caducado.',
  'auth.firstname': 'Nombre',
  'auth.lastname': 'Apellidos',
  'auth.birthdate': 'Fecha de nacimiento',
  'auth.gender': 'Género',
  'auth.city': 'Ciudad',
  'auth.adult_only': 'Debes tener 18 años o más para usar la aplicación.',
  'auth.accept_terms': 'Acepto los términos y condiciones y la política de privacidad',

  // Tabs of the app
  'tab.activities': 'Actividades',
  'tab.map': 'Mapa',
  'tab.create': 'Crear',
  'tab.chats': 'Chats',
  'tab.profile': 'Perfil',

  // Profile
  'profile.title': 'Mi perfil',
  'profile.settings': 'Configuraciones de Perfil',
  'profile.delete_account': 'Eliminar cuenta',
  'profile.delete_account.confirm':
    '¿Seguro que quieres eliminar tu cuenta? Se borrarán tus datos y no podrás recuperarlos.',
  'profile.complete_hint':
    'Completa tu perfil: un nombre de más de 4 letras, tu foto y al menos 10 intereses.',
  'profile.avatar': 'Foto de perfil',
  'profile.photos': 'Fotos',
  'profile.interests': 'Intereses',
  'profile.do_exercises': 'Ejercicio que practico',
  'profile.extreme_sports': 'Deportes extremos',
  'profile.groupal_sports': 'Deportes en grupo',
  'profile.individuals_sports': 'Deportes individuales',
  'profile.likes': 'Me gusta',
  'profile.studies_levels': 'Nivel de estudios',
  'profile.pets': 'Mascotas',
  'profile.recreatives_activities': 'Actividades recreativas',
  'profile.zodiacal_signs': 'Signo del zodiaco',
  'profile.social_state': 'Estado sentimental',

  // Activities
  'activity.create': 'Crear Actividad',
  'activity.edit': 'Editar actividad',
  'activity.description': 'Descripción',
  'activity.type': 'Tipo',
  'activity.type.social': 'Social',
  'activity.type.sport': 'Deporte',
  'activity.discipline': 'Disciplina',
  'activity.level': 'Nivel',
  'activity.start_at': 'Fecha y hora de inicio',
  'activity.duration': 'Duración',
  'activity.participants': 'Participantes',
  'activity.location': 'Ubicación',
  'activity.places_left': 'Quedan :count plazas',
  'activity.full': 'Completa',
  'activity.started': 'Ya ha empezado',
  'activity.mine': 'Mis actividades',
  'activity.joined': 'Actividades a las que me he unido',
  'activity.empty': 'No hay actividades cerca con estos filtros.',
  'activity.deleted': 'Actividad eliminada.',

  // Petitions and matches
  'petition.send': 'Quiero unirme',
  'petition.sent': 'Solicitud enviada. Te avisaremos cuando responda.',
  'petition.pending': 'Solicitudes pendientes',
  'petition.accepted': '¡Te han aceptado en la actividad!',
  'petition.refused': 'Tu solicitud no ha sido aceptada esta vez.',
  'petition.empty': 'No tienes solicitudes pendientes.',
  'match.leave': 'Salir de la actividad',
  'match.remove': 'Quitar de la actividad',

  // Chat
  'chat.placeholder': 'Escribe un mensaje…',
  'chat.empty': 'Aún no hay mensajes. ¡Saluda!',
  'chat.deleted': 'Mensaje eliminado',
  'chat.new_messages': 'Mensajes nuevos',

  // Feedback
  'feedback.title': 'Tu opinión',
  'feedback.stars': 'Valoración',
  'feedback.description': 'Cuéntanos tu experiencia',
  'feedback.thanks': '¡Gracias por tu opinión!',

  // Notifications
  'notification.new_petition': ':name quiere unirse a tu actividad',
  'notification.new_message': 'Nuevo mensaje de :name',

  // Website and staff area (spec, section 2)
  'web.download_app': 'Descarga la app',
  'web.feature.real_connections': 'Conexiones reales',
  'web.feature.wish_map': 'Mapa de deseos',
  'web.feature.events': 'Eventos y retos',
  'web.feature.ranking': 'Ranking y posiciones',
  'web.feature.epicenter': 'Epicentro de actividades',
  'web.feature.plans': 'Planes 24/7',
  'web.testimonials': 'Lo que dicen de nosotros',
  'web.terms': 'Términos y condiciones',
  'web.privacy': 'Privacidad y seguridad',
  'web.administration': 'Administración',
  'web.home': 'Inicio',
  'admin.dashboard': 'Dashboard',
  'admin.apk_deploys': 'APK Deploys',
  'admin.create_deploy': 'Crear Deploy',
  'admin.upload_deploy': 'Subir Deploy',
  'admin.app_type': 'Tipo',
  'admin.version': 'Versión',
  'admin.file': 'Archivo',

  // Connection
  'connection.offline': 'Sin conexión. Reintentando…',
  'connection.back': 'Conexión recuperada',
};
