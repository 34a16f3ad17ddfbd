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

const columns = {
  type: 'Tipo',
  purpose: 'Finalidad',
  duration: 'Duración',
  consent: '¿Necesita tu consentimiento?',
} as const;

/**
 * The kinds of cookies the platform may use (spec, section 2: "table of cookie types"). On
 * narrow screens each row is a card and each cell shows its column's name (CSS, from
 * `data-label`). The explicit roles keep it a table for screen readers, which drop a table's
 * semantics once CSS changes its display.
 */
export function CookieTable() {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} role="table">
        <caption>Tipos de cookies que podemos utilizar</caption>
        <thead role="rowgroup">
          <tr role="row">
            {Object.values(columns).map((label) => (
              <th key={label} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {cookieTypes.map((row) => (
            <tr key={row.type} role="row">
              <th scope="row" role="rowheader">
                {row.type}
              </th>
              <td role="cell" data-label={columns.purpose}>
                {row.purpose}
              </td>
              <td role="cell" data-label={columns.duration}>
                {row.duration}
              </td>
              <td role="cell" data-label={columns.consent}>
                {row.consent}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
