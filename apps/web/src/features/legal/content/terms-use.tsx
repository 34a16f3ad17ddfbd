import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { site } from '../../../lib/site';
import type { LegalSection } from '../components/legal-document';

const name = site.productName;

/** Terms, part one: acceptance, use of the platform, accounts, payments, user responsibility. */
export const termsUseSections: readonly LegalSection[] = [
  {
    id: 'aceptacion',
    title: 'Aceptación de los términos',
    body: (
      <>
        <p>
          Estos Términos y condiciones (los «Términos») regulan el acceso y el uso de la aplicación
          móvil {name}, de su versión web y de este sitio web (en conjunto, la «Plataforma»), que
          ofrece el equipo de {name} («nosotros»). Al registrarte o utilizar la Plataforma aceptas
          estos Términos y nuestra{' '}
          <Link to={paths.privacy}>Política de privacidad y seguridad</Link>. Si no estás de
          acuerdo, no utilices la Plataforma.
        </p>
        <p>Estos Términos están en vigor desde el 13/01/2025.</p>
        <h3>Edad mínima</h3>
        <p>
          Para usar la Plataforma debes tener <strong>18 años o más</strong>. Al registrarte
          declaras que eres mayor de edad y que tienes capacidad legal para aceptar estos Términos.
          Si comprobamos que una cuenta pertenece a una persona menor de 18 años, la cerraremos.
        </p>
      </>
    ),
  },
  {
    id: 'uso-de-la-plataforma',
    title: 'Uso de la plataforma',
    body: (
      <>
        <p>
          {name} sirve para conocer a personas cercanas con intereses comunes y organizar
          actividades sociales y deportivas: crear actividades, pedir unirse a las de otras
          personas, chatear, participar en eventos y retos y consultar el ranking.
        </p>
        <p>
          Te concedemos una licencia personal, limitada, no exclusiva, intransferible y revocable
          para usar la Plataforma con fines personales y no comerciales, de acuerdo con estos
          Términos. Al usarla te comprometes a no:
        </p>
        <ul>
          <li>
            publicar contenido ilegal, ofensivo, discriminatorio, violento o sexual explícito, ni
            contenido que infrinja derechos de otras personas;
          </li>
          <li>acosar, amenazar, engañar o suplantar a nadie;</li>
          <li>crear actividades falsas o con fines distintos de los anunciados;</li>
          <li>usar la Plataforma para vender, hacer publicidad o captar clientes sin permiso;</li>
          <li>
            acceder sin autorización a cuentas, sistemas o datos, ni interferir en el funcionamiento
            de la Plataforma (por ejemplo, con bots, extracción masiva de datos o ingeniería
            inversa);
          </li>
          <li>eludir las medidas de seguridad o los límites de uso.</li>
        </ul>
        <p>
          Podemos modificar, suspender o retirar funciones de la Plataforma para mejorarla o por
          motivos técnicos, legales o de seguridad.
        </p>
      </>
    ),
  },
  {
    id: 'cuentas',
    title: 'Cuentas de usuario',
    body: (
      <>
        <p>
          Para usar la mayoría de las funciones necesitas una cuenta, que se crea con un correo
          electrónico o un número de teléfono verificado mediante un código. Debes facilitar
          información veraz y mantenerla actualizada.
        </p>
        <p>
          Tu cuenta es personal e intransferible. Eres responsable de guardar en secreto tu
          contraseña y de todo lo que se haga desde tu cuenta. Si sospechas que otra persona la está
          usando, cambia la contraseña de inmediato y avísanos.
        </p>
        <p>
          Puedes eliminar tu cuenta cuando quieras desde la app, como se explica en{' '}
          <Link to={paths.deleteAccount}>Cómo eliminar tu cuenta</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'pagos-y-suscripciones',
    title: 'Pagos y suscripciones',
    body: (
      <>
        <p>
          Algunas funciones solo están disponibles con los planes de suscripción Move y Premium. En
          la app, «Move y Premium» muestra lo que incluye cada plan. Te suscribes en la versión web
          de la app: el pago lo cobra Stripe, nuestro proveedor de pagos, en su página de pago
          segura, que te muestra el precio y el periodo antes de que confirmes. Las suscripciones no
          se contratan ni se cobran a través de las tiendas de aplicaciones (Google Play o App
          Store), y la moneda virtual no se compra con dinero.
        </p>
        <h3>Renovación automática</h3>
        <p>
          <strong>Las suscripciones se renuevan automáticamente</strong> cada mes, al precio
          vigente, hasta que las canceles. Puedes cancelar cuando quieras desde «Gestionar
          suscripción», en «Move y Premium», que te lleva al portal de cliente de Stripe; ahí
          también cambias la tarjeta y descargas tus facturas. La cancelación surte efecto al
          terminar el periodo ya pagado: hasta entonces conservas tu plan. Al eliminar tu cuenta
          cancelamos antes tu suscripción en Stripe, en ese momento y sin más cobros; si Stripe no
          responde, la cuenta no se elimina y te pedimos que lo intentes de nuevo.
        </p>
        <h3>Pagos no reembolsables</h3>
        <p>
          <strong>Los pagos no son reembolsables</strong>, tampoco por periodos de suscripción
          usados solo en parte, salvo que la ley aplicable disponga lo contrario. Como el contenido
          digital contratado se presta de inmediato, al contratar aceptas expresamente que pierdes
          el derecho de desistimiento una vez iniciado el servicio.
        </p>
        <h3>Cambios de precio</h3>
        <p>
          Si cambia el precio de una suscripción, te lo comunicaremos con antelación y el nuevo
          precio se aplicará a partir de la siguiente renovación.
        </p>
        <h3>Moneda virtual</h3>
        <p>
          La moneda virtual que ganas en las actividades solo puede gastarse en la tienda de la app.
          No es dinero ni tiene valor fuera de la Plataforma: no puede cambiarse por dinero ni
          transferirse, y se pierde si eliminas tu cuenta o si esta se cierra por incumplir estos
          Términos.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad-del-usuario',
    title: 'Responsabilidad del usuario',
    body: (
      <>
        <p>
          Eres responsable del contenido que publicas (textos, fotos, actividades, mensajes y
          opiniones) y de tu comportamiento con otras personas, dentro y fuera de la Plataforma. Nos
          concedes una licencia gratuita, no exclusiva y mundial para alojar, mostrar y reproducir
          ese contenido con el único fin de prestar y dar a conocer el servicio, mientras lo
          mantengas publicado. Las opiniones que publiques pueden mostrarse en este sitio web junto
          con tu nombre y tu foto de perfil.
        </p>
        <p>
          Las actividades las organizan y realizan los propios usuarios. {name} no organiza,
          supervisa ni garantiza las actividades, ni comprueba la identidad, los antecedentes o el
          nivel de quienes participan. Antes de quedar, toma precauciones razonables: queda en
          lugares públicos, cuéntale tu plan a alguien de confianza y no compartas datos sensibles.
        </p>
        <p>
          La actividad física conlleva riesgos. Participa solo en actividades adecuadas a tu salud y
          a tu forma física, y consulta a un profesional si tienes dudas. Las estimaciones de
          calorías son orientativas.
        </p>
      </>
    ),
  },
];
