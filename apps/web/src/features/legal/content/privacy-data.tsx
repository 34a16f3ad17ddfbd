import { site } from '../../../lib/site';
import type { LegalSection } from '../components/legal-document';
import { ContactEmail } from '../components/contact-email';
import { HelpLink } from '../../../components/ui/help-link';

const name = site.productName;

/** Privacy, part one: who is responsible, what data is collected and what it is used for. */
export const privacyDataSections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Quiénes somos y a quién se aplica',
    body: (
      <>
        <p>
          Esta política explica cómo el equipo de {name} («nosotros»), como responsable del
          tratamiento, recoge y utiliza tus datos personales cuando usas la aplicación móvil, su
          versión web y este sitio web (la «Plataforma»). Tratamos tus datos conforme al Reglamento
          (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y
          garantía de los derechos digitales. Puedes escribirnos desde <HelpLink /> o a{' '}
          <ContactEmail />.
        </p>
        <p>
          La Plataforma está dirigida exclusivamente a personas de 18 años o más; no recogemos de
          forma consciente datos de menores.
        </p>
      </>
    ),
  },
  {
    id: 'datos-que-recogemos',
    title: 'Datos que recogemos',
    body: (
      <ul>
        <li>
          <strong>Datos de registro:</strong> correo electrónico o número de teléfono, nombre y
          contraseña. La contraseña se guarda cifrada de forma irreversible, nunca en claro.
        </li>
        <li>
          <strong>Datos de perfil:</strong> foto de perfil y galería, género, ciudad, situación
          personal, signo del zodiaco, nivel de estudios, mascotas, deportes y actividades que
          practicas y otros gustos que decidas mostrar.
        </li>
        <li>
          <strong>Actividad en la Plataforma:</strong> las actividades que creas o a las que te unes
          (tipo, fecha, duración, plazas y lugar), tus solicitudes para unirte, tus mensajes, tus
          opiniones y valoraciones, tus puntos, tu posición en el ranking y tu configuración.
        </li>
        <li>
          <strong>Ubicación:</strong> tu ciudad y, si nos das permiso, la ubicación aproximada de tu
          dispositivo para mostrarte actividades y personas cercanas.
        </li>
        <li>
          <strong>Pagos:</strong> si te suscribes a Move o Premium, Stripe, nuestro proveedor de
          pagos, cobra en su propia página de pago; nosotros solo recibimos de Stripe tu
          identificador de cliente y el estado de tu suscripción (plan, periodo y renovación), nunca
          los datos de tu tarjeta.
        </li>
        <li>
          <strong>Datos técnicos:</strong> dirección IP, tipo de dispositivo y sistema, versión de
          la app, identificadores de notificaciones y registros de acceso y de errores.
        </li>
      </ul>
    ),
  },
  {
    id: 'uso-de-los-datos',
    title: 'Cómo usamos tus datos',
    body: (
      <>
        <p>Usamos tus datos para lo siguiente, con la base legal que se indica:</p>
        <ul>
          <li>
            Prestar el servicio: crear y gestionar tu cuenta, mostrar tu perfil, proponerte
            actividades cercanas, y hacer posibles los chats y las notificaciones.{' '}
            <em>Base: ejecución del contrato.</em>
          </li>
          <li>
            Verificar tu correo o tu teléfono y proteger la Plataforma frente a fraudes y abusos.{' '}
            <em>Base: ejecución del contrato e interés legítimo.</em>
          </li>
          <li>
            Gestionar tus suscripciones y cumplir las obligaciones contables y fiscales.{' '}
            <em>Base: ejecución del contrato y obligación legal.</em>
          </li>
          <li>
            Calcular tus puntos, tu posición en el ranking y la estimación de calorías.{' '}
            <em>Base: ejecución del contrato.</em>
          </li>
          <li>
            Mostrar en este sitio web las opiniones que decidas publicar, con tu nombre y tu foto de
            perfil. <em>Base: tu consentimiento al publicarlas.</em>
          </li>
          <li>
            Mejorar la Plataforma con estadísticas agregadas.{' '}
            <em>Base: interés legítimo y, para las cookies analíticas, tu consentimiento.</em>
          </li>
          <li>
            Enviarte novedades sobre eventos, retos y funciones.{' '}
            <em>Base: tu consentimiento, que puedes retirar en cualquier momento.</em>
          </li>
        </ul>
        <p>
          No tomamos decisiones con efectos jurídicos sobre ti basadas únicamente en tratamientos
          automatizados.
        </p>
        <h3>Cuánto tiempo conservamos tus datos</h3>
        <p>
          Mientras mantengas tu cuenta. Cuando la eliminas, borramos o anonimizamos tus datos, salvo
          los que debamos conservar bloqueados durante los plazos que fija la ley (por ejemplo, los
          de facturación), que se eliminan al terminar esos plazos.
        </p>
      </>
    ),
  },
];
