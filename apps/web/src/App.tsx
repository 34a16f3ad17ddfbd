import { PRODUCT_NAME, TAGLINE } from '@app/contract/constants';
import { ApiStatus } from './ApiStatus';

/**
 * The first page of the website: who we are and whether the service answers. The full home,
 * legal and info pages come with the website's own work.
 */
export function App() {
  return (
    <main className="page">
      <header className="brand">
        <img src="/web/favicon.svg" alt="" width="48" height="48" />
        <span>{PRODUCT_NAME}</span>
      </header>
      <section className="hero">
        <h1>{TAGLINE}</h1>
        <p>
          Encuentra gente cerca de ti con tus mismos intereses. Crea una actividad social o
          deportiva, elige cuándo y dónde, y deja que otras personas se unan.
        </p>
      </section>
      <ApiStatus />
      <footer className="footer">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </footer>
    </main>
  );
}
