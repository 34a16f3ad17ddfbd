import type { LegalSection } from '../components/legal-document';
import { ContactEmail } from '../components/contact-email';
import { HelpLink } from '../../../components/ui/help-link';

/** Terms, part two: dispute resolution, termination and the exclusion of liability. */
export const termsDisputeSections: readonly LegalSection[] = [
  {
    id: 'resolucion-de-disputas',
    title: 'Resolución de disputas',
    body: (
      <>
        <h3>Resolución informal durante 30 días</h3>
        <p>
          Si surge una controversia relacionada con la Plataforma o con estos Términos, antes de
          iniciar cualquier procedimiento escríbenos desde <HelpLink /> o a <ContactEmail />{' '}
          explicando el problema y lo que solicitas. Ambas partes intentaremos resolverla de buena
          fe y de manera informal durante <strong>30 días</strong> desde que recibamos tu
          comunicación.
        </p>
        <h3>Arbitraje vinculante</h3>
        <p>
          Si en esos 30 días no se alcanza un acuerdo, la controversia se resolverá de forma
          definitiva mediante <strong>arbitraje vinculante</strong>, conforme a la Ley 60/2003, de
          23 de diciembre, de Arbitraje, ante un único árbitro, en español y con sede en España. El
          laudo será definitivo y obligatorio para ambas partes.
        </p>
        <p>
          Nada de lo anterior limita los derechos que te reconoce la normativa de protección de las
          personas consumidoras, incluido, cuando corresponda, el de acudir al Sistema Arbitral de
          Consumo o a los tribunales de tu domicilio. Estos Términos se rigen por la legislación
          española.
        </p>
      </>
    ),
  },
  {
    id: 'terminacion',
    title: 'Terminación',
    body: (
      <>
        <p>Puedes dejar de usar la Plataforma y eliminar tu cuenta en cualquier momento.</p>
        <p>
          Podemos suspender o cerrar tu cuenta, con o sin aviso previo, si incumples estos Términos,
          si lo exige la ley o si tu uso pone en riesgo a otras personas o a la Plataforma. Siempre
          que sea posible, te explicaremos el motivo.
        </p>
        <p>
          Cuando se cierra una cuenta se pierde el acceso a ella, a su contenido, a las
          suscripciones en curso y a la moneda virtual, sin derecho a reembolso. Las cláusulas que
          por su naturaleza deban seguir aplicándose (como las de responsabilidad, exclusión de
          responsabilidad y resolución de disputas) seguirán vigentes.
        </p>
      </>
    ),
  },
  {
    id: 'exclusion-de-responsabilidad',
    title: 'Exclusión de responsabilidad',
    body: (
      <>
        <p>
          La Plataforma se ofrece «tal cual» y «según disponibilidad». No garantizamos que funcione
          sin interrupciones ni errores, ni que los resultados de búsqueda, los planes que te
          proponemos o las estimaciones sean exactos.
        </p>
        <p>En la medida máxima que permita la ley, no somos responsables de:</p>
        <ul>
          <li>
            las actividades, encuentros y acuerdos entre usuarios, ni de los daños que puedan
            derivarse de ellos;
          </li>
          <li>el contenido publicado por los usuarios o por terceros;</li>
          <li>los daños indirectos, el lucro cesante o la pérdida de datos;</li>
          <li>las interrupciones debidas a causas ajenas a nuestro control.</li>
        </ul>
        <p>
          Nada en estos Términos excluye ni limita nuestra responsabilidad por dolo, culpa grave,
          daños personales causados por nuestra negligencia o cualquier otra responsabilidad que la
          ley no permita excluir.
        </p>
      </>
    ),
  },
];
