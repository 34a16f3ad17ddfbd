import type { LegalSection } from '../components/legal-document';
import { CookieTable } from '../components/cookie-table';

/** Terms, part three: the cookie policy, other tracking and how to revoke consent. */
export const cookieSections: readonly LegalSection[] = [
  {
    id: 'politica-de-cookies',
    title: 'Política de cookies',
    body: (
      <>
        <p>
          Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar
          información entre visitas. Otras tecnologías, como el almacenamiento local del navegador o
          del móvil, cumplen funciones parecidas; en esta política llamamos «cookies» a todas ellas.
        </p>
        <p>
          Usamos cookies propias y, solo si lo aceptas, de terceros. Las técnicas no necesitan tu
          consentimiento porque sin ellas el servicio no puede funcionar; las demás solo se activan
          si las aceptas. Hoy este sitio web únicamente utiliza cookies técnicas: si incorporamos
          cookies de otro tipo, te pediremos antes tu consentimiento.
        </p>
        <CookieTable />
      </>
    ),
  },
  {
    id: 'otras-tecnologias-de-seguimiento',
    title: 'Otras tecnologías de seguimiento',
    body: (
      <>
        <p>Además de las cookies, la app y el sitio web pueden usar:</p>
        <ul>
          <li>
            <strong>Almacenamiento local del dispositivo</strong>, para guardar tu sesión y datos de
            referencia (como la lista de ciudades) y que la app cargue más rápido.
          </li>
          <li>
            <strong>Identificadores de notificaciones</strong>, para avisarte de solicitudes y
            mensajes nuevos.
          </li>
          <li>
            <strong>Registros del servidor</strong> (dirección IP, tipo de dispositivo, fecha y hora
            de cada petición), con fines de seguridad y de diagnóstico de errores.
          </li>
          <li>
            <strong>La página de pago de Stripe</strong>, a la que te llevamos al suscribirte a Move
            o Premium: es de Stripe, no forma parte de la Plataforma y usa sus propias cookies según
            su política.
          </li>
        </ul>
        <p>
          Se aplican las mismas reglas que a las cookies: lo imprescindible para el servicio no
          requiere consentimiento y lo demás solo se activa si lo aceptas.
        </p>
      </>
    ),
  },
  {
    id: 'revocacion-de-cookies',
    title: 'Revocación del consentimiento de cookies',
    body: (
      <>
        <p>
          Puedes retirar o cambiar tu consentimiento en cualquier momento, con la misma facilidad
          con la que lo diste:
        </p>
        <ul>
          <li>
            En el navegador, desde su configuración de privacidad puedes bloquear las cookies o
            borrar las que ya estén guardadas.
          </li>
          <li>
            En el móvil, desde los ajustes del sistema puedes gestionar los permisos de la app
            (ubicación y notificaciones) y restablecer el identificador de publicidad.
          </li>
        </ul>
        <p>
          Si bloqueas las cookies técnicas, es posible que algunas partes de la Plataforma dejen de
          funcionar. Retirar el consentimiento no afecta a la licitud del uso realizado antes de
          retirarlo.
        </p>
      </>
    ),
  },
];
