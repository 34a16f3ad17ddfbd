import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createClientRouter } from './app/client-router';
import { AppProvider } from './app/provider';
import { browserQueryClient } from './lib/query-client';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <AppProvider queryClient={browserQueryClient()}>
        <RouterProvider router={await createClientRouter()} />
      </AppProvider>
    </StrictMode>
  );
  // A prerendered page arrives with its content and is hydrated; the client shell (spa.html,
  // or the output of a bare `vite build`) arrives empty and is rendered.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  // The prerendered content stays readable; only the interactive parts are missing.
  console.error('The website could not start', error);
});
