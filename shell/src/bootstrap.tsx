import { sessionStore } from '@peworld/shared-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFederation } from './federation/start-federation';
import { shouldHydrate } from './prerender/should-hydrate';

// Remotes are registered from /remotes.json while the first page renders; none is loaded
// until a page needs it.
startFederation();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A pre-rendered first-visit page (landing, logins, 404) is already on screen: attach to it.
// It was rendered for a visitor without a stored login; anyone else gets a fresh render.
if (
  shouldHydrate({
    prerenderedPath: container.dataset.prerendered,
    currentPath: window.location.pathname,
    isLoggedIn: sessionStore.getState().user !== null,
  })
) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
