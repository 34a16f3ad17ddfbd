import { site } from '../../../lib/site';
import type { LegalSection } from '../components/legal-document';
import { ContactEmail } from '../components/contact-email';
import { HelpLink } from '../../../components/ui/help-link';

/** Terms, part four: changes, external links and contact. */
export const termsClosingSections: readonly LegalSection[] = [
  {
    id: 'cambios-en-los-terminos',
    title: 'Cambios en los términos',
    body: (
      <p>
        Podemos actualizar estos Términos para reflejar cambios en la Plataforma o en la ley.
        Publicaremos la nueva versión en esta página con su fecha de entrada en vigor y, si los
        cambios son importantes, te avisaremos con antelación razonable a través de la app o por
        correo electrónico. Si sigues usando la Plataforma después de esa fecha, entenderemos que
        aceptas los nuevos Términos; si no estás de acuerdo, puedes eliminar tu cuenta.
      </p>
    ),
  },
  {
    id: 'enlaces-externos',
    title: 'Enlaces externos',
    body: (
      <p>
        La Plataforma puede contener enlaces a sitios y servicios de terceros, como la página de
        pago de Stripe, las tiendas de aplicaciones, marcas patrocinadoras de eventos o redes
        sociales. No controlamos esos sitios ni respondemos de su contenido, de sus condiciones o de
        sus prácticas de privacidad, así que te recomendamos leer sus políticas antes de usarlos.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Si tienes preguntas sobre estos Términos o quieres comunicarnos una incidencia, escribe al
        equipo de {site.productName} desde <HelpLink /> o a <ContactEmail />. Te responderemos lo
        antes posible.
      </p>
    ),
  },
];
