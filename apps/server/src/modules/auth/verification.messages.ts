import { PRODUCT_NAME } from '@app/contract/constants';
import type { ContactKind } from '@app/contract/auth';
import type { Notice } from '../notifications/notifier.js';

/** The Spanish message carrying a verification code, by e-mail or SMS. */
export function codeNotice(kind: ContactKind, to: string, code: string, minutes: number): Notice {
  if (kind === 'phone') {
    return {
      channel: 'sms',
      to,
      subject: '',
      text: `${PRODUCT_NAME}: tu código de verificación es ${code}. Caduca en ${minutes} minutos. No lo compartas con nadie.`,
    };
  }
  return {
    channel: 'email',
    to,
    subject: `Tu código de verificación de ${PRODUCT_NAME}`,
    text: [
      'Hola:',
      '',
      `Tu código de verificación de ${PRODUCT_NAME} es ${code}.`,
      `Caduca en ${minutes} minutos y solo puede usarse una vez.`,
      '',
      'Si no lo has pedido tú, ignora este mensaje: nadie podrá usar tu correo sin este código.',
      '',
      `El equipo de ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}
