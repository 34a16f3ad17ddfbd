import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { LegalSection } from '../components/legal-document';
import { ContactEmail } from '../components/contact-email';
import { HelpLink } from '../../../components/ui/help-link';

/** Privacy, part two: sharing, security, rights, changes and contact. */
export const privacyProtectionSections: readonly LegalSection[] = [
  {
    id: 'comparticion-de-datos',
    title: 'Con quién compartimos tus datos',
    body: (
      <>
        <ul>
          <li>
            <strong>Con otros usuarios:</strong> tu perfil público (nombre, fotos, ciudad e
            intereses), las actividades que creas y los mensajes que envías a los participantes.
            Nunca mostramos tu correo ni tu teléfono.
          </li>
          <li>
            <strong>En este sitio web:</strong> las opiniones que publiques, con tu nombre y tu foto
            de perfil.
          </li>
          <li>
            <strong>Con proveedores que nos prestan servicios</strong> (alojamiento, envío de
            correos y SMS, notificaciones y analítica), que actúan como encargados del tratamiento,
            con contrato y siguiendo solo nuestras instrucciones.
          </li>
          <li>
            <strong>Con Stripe</strong>, nuestro proveedor de pagos, para cobrar las suscripciones a
            Move y Premium: los datos de tu tarjeta los trata Stripe en su página de pago, según su
            propia política de privacidad.
          </li>
          <li>
            <strong>Con los servicios de mapas:</strong> al ver un mapa, tu navegador descarga sus
            calles de OpenFreeMap, que recibe tu dirección IP como cualquier web que visitas. Cuando
            buscas un lugar por su nombre o mueves el marcador, nuestro servidor pregunta a Photon
            (un buscador de direcciones sobre OpenStreetMap) solo el texto buscado o el punto, sin
            ningún dato tuyo.
          </li>
          <li>
            <strong>Con marcas patrocinadoras</strong>, únicamente si te inscribes en uno de sus
            eventos o retos y te lo indicamos antes; en los demás casos, solo datos agregados y
            anónimos.
          </li>
          <li>
            <strong>Con autoridades y tribunales</strong>, cuando la ley nos obligue.
          </li>
        </ul>
        <p>
          <strong>No vendemos tus datos personales.</strong> Si algún proveedor los trata fuera del
          Espacio Económico Europeo, lo hará con garantías adecuadas, como las cláusulas
          contractuales tipo aprobadas por la Comisión Europea.
        </p>
      </>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    body: (
      <>
        <p>Aplicamos medidas técnicas y organizativas adecuadas al riesgo, entre ellas:</p>
        <ul>
          <li>conexiones cifradas (HTTPS) entre tu dispositivo y nuestros servidores;</li>
          <li>
            contraseñas guardadas con algoritmos de cifrado irreversibles y robustos, nunca en texto
            claro;
          </li>
          <li>credenciales de acceso almacenadas solo como resúmenes criptográficos;</li>
          <li>
            fotos procesadas de nuevo al subirlas, eliminando sus metadatos (como la ubicación donde
            se tomaron);
          </li>
          <li>acceso a los datos restringido al personal autorizado, según su función.</li>
        </ul>
        <p>
          Ningún sistema es infalible. Si se produjera una brecha de seguridad que pusiera en riesgo
          tus derechos, lo notificaríamos a la autoridad de control y, cuando proceda, a ti. Tú
          también ayudas: usa una contraseña robusta y no la compartas.
        </p>
      </>
    ),
  },
  {
    id: 'tus-derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>En cualquier momento puedes:</p>
        <ul>
          <li>acceder a tus datos y obtener una copia;</li>
          <li>rectificar los que sean inexactos o estén incompletos;</li>
          <li>
            suprimirlos, por ejemplo{' '}
            <Link to={paths.deleteAccount}>eliminando tu cuenta desde la app</Link>;
          </li>
          <li>oponerte a su tratamiento o pedir que lo limitemos;</li>
          <li>recibirlos en un formato estructurado para llevarlos a otro servicio;</li>
          <li>retirar los consentimientos que hayas dado.</li>
        </ul>
        <p>
          Para ejercer tus derechos, escríbenos desde <HelpLink /> o a <ContactEmail /> indicando
          cuál quieres ejercer, desde el correo de tu cuenta o acreditando tu identidad. Te
          responderemos en el plazo de un mes, ampliable en dos meses más en casos complejos. Si
          crees que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de
          Protección de Datos (<a href="https://www.aepd.es">www.aepd.es</a>).
        </p>
      </>
    ),
  },
  {
    id: 'cambios-en-la-politica',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si actualizamos esta política, publicaremos la nueva versión en esta página con su fecha de
        entrada en vigor y, si los cambios son importantes, te avisaremos a través de la app o por
        correo electrónico antes de que se apliquen.
      </p>
    ),
  },
];
