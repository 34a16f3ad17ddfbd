import { Link, useMatches } from 'react-router';
import styles from './breadcrumbs.module.css';

/** One step of the breadcrumbs; a staff route declares it in its `handle`. */
export type Crumb = { label: string; to: string };
export type CrumbHandle = { crumb: Crumb };

function crumbOf(handle: unknown): Crumb | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  return (handle as CrumbHandle).crumb;
}

/** Where the page sits (spec, section 2): "APK Deploys / Crear Deploy"; the last is this page. */
export function Breadcrumbs() {
  const crumbs = useMatches()
    .map((match) => crumbOf(match.handle))
    .filter((crumb) => crumb !== undefined);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
              {current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
