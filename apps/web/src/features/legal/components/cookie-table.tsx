import styles from './cookie-table.module.css';

const cookieTypes = [
  {
    type: 'Técnicas o necesarias',
    purpose:
      'Permiten iniciar y mantener la sesión, recordar ajustes imprescindibles y proteger la Plataforma frente a usos fraudulentos.',
    duration: 'La sesión, o hasta que cierras sesión',
    consent: 'No: sin ellas el servicio no funciona',
  },
  {
    type: 'De preferencias',
    purpose:
      'Recuerdan opciones que eliges, como tu ciudad o la forma de ver las actividades, para no pedírtelas de nuevo.',
    duration: 'Hasta 12 meses',
    consent: 'Sí',
  },
  {
    type: 'Analíticas',
    purpose:
      'Miden de forma agregada cómo se usa la Plataforma (páginas vistas, errores, rendimiento) para mejorarla.',
    duration: 'Hasta 13 meses',
    consent: 'Sí',
  },
  {
    type: 'Publicitarias',
    purpose:
      'Miden la eficacia de nuestras campañas y permiten mostrar anuncios de la app acordes con tus intereses en otros sitios.',
    duration: 'Hasta 13 meses',
    consent: 'Sí',
  },
] as const;

/** The kinds of cookies the platform may use (spec, section 2: "table of cookie types"). */
export function CookieTable() {
  return (
    <div className={styles.wrapper} role="region" aria-label="Tipos de cookies" tabIndex={0}>
      <table className={styles.table}>
        <caption>Tipos de cookies que podemos utilizar</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Finalidad</th>
            <th scope="col">Duración</th>
            <th scope="col">¿Necesita tu consentimiento?</th>
          </tr>
        </thead>
        <tbody>
          {cookieTypes.map((row) => (
            <tr key={row.type}>
              <th scope="row">{row.type}</th>
              <td>{row.purpose}</td>
              <td>{row.duration}</td>
              <td>{row.consent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
