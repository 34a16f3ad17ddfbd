/**
 * The public plan page's styles, inline: the page is one request, drawn before anything else
 * arrives (a link opened from a chat, often on a phone's slow network). The colours are the
 * website's (apps/web/src/styles/tokens.css), light and dark as the reader's system prefers.
 */
export const PLAN_PAGE_CSS = `
:root {
  color-scheme: light dark;
  --brand: #e8505b; --brand-strong: #c2313d; --ink: #1f2430; --muted: #545b69;
  --line: #eaded9; --surface: #ffffff; --canvas: #fff8f5; --on-brand: #ffffff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --brand-strong: #ff8a8f; --ink: #f3f4f7; --muted: #b9bfcb; --line: #3a4150;
    --surface: #232937; --canvas: #171b24; --on-brand: #1f2430;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  line-height: 1.5; color: var(--ink); background: var(--canvas);
}
a { color: var(--brand-strong); }
a:focus-visible { outline: 3px solid #2251d1; outline-offset: 2px; }
/* Hidden until focused: the first Tab stop, as on the website's other pages. */
.skip {
  position: absolute; top: 0.5rem; left: 0.5rem; z-index: 10; padding: 0.5rem 1rem;
  border-radius: 8px; background: #1f2430; color: #ffffff; font-weight: 700;
  transform: translateY(-200%);
}
.skip:focus { transform: none; }
main:focus { outline: none; }
.bar {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.75rem clamp(1rem, 0.6rem + 2vw, 2rem); border-bottom: 1px solid var(--line);
  background: var(--surface);
}
.brand { font-weight: 800; font-size: 1.25rem; text-decoration: none; color: var(--brand-strong); }
.bar-link { font-weight: 600; text-decoration: none; }
main { flex: 1; width: 100%; max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 2rem; }
.plan {
  background: var(--surface); border: 1px solid var(--line); border-radius: 24px;
  padding: clamp(1.25rem, 0.9rem + 2vw, 2rem);
  box-shadow: 0 1px 2px rgb(31 36 48 / 6%), 0 8px 24px rgb(31 36 48 / 8%);
}
.kind {
  margin: 0 0 0.5rem; font-size: 0.875rem; font-weight: 700; letter-spacing: 0.02em;
  text-transform: uppercase; color: var(--brand-strong);
}
h1 {
  margin: 0 0 1.25rem; font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.1rem); line-height: 1.2;
  overflow-wrap: anywhere;
}
.facts { margin: 0 0 1.5rem; display: grid; gap: 0.75rem; }
.facts div { display: grid; gap: 0.125rem; }
dt { font-weight: 700; font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.03em; color: var(--muted); }
dd { margin: 0; }
.quiet { color: var(--muted); font-size: 0.9375rem; }
.nowrap { white-space: nowrap; }
.notice { margin: 0 0 1rem; font-weight: 600; }
.cta {
  display: block; width: 100%; padding: 0.9rem 1.25rem; border-radius: 999px; text-align: center;
  font-weight: 700; font-size: 1.0625rem; text-decoration: none;
  color: var(--on-brand); background: var(--brand-strong);
}
.cta + .quiet { margin: 0.75rem 0 0; text-align: center; }
.more { margin: 1.25rem 0 0; padding-top: 1rem; border-top: 1px solid var(--line); font-weight: 600; }
.foot {
  padding: 1.5rem clamp(1rem, 0.6rem + 2vw, 2rem); border-top: 1px solid var(--line);
  color: var(--muted); font-size: 0.875rem; text-align: center;
}
.foot p { margin: 0 0 0.5rem; }
.foot nav { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem 1.25rem; }
@media (min-width: 520px) {
  .facts div { grid-template-columns: 6.5rem 1fr; gap: 0.75rem; align-items: baseline; }
  .cta { display: inline-block; width: auto; }
  .cta + .quiet { text-align: left; }
}
`;
