import {
  followAccountLanguage,
  localeStore,
  paths,
  preloadCatalogs,
  preloadLaterCatalogs,
  sessionStore,
} from '@peworld/shared-ui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLoggedInChrome } from './app/logged-in/use-logged-in-chrome';
import { preloadRouteComposition } from './app/router';
import { startFederationNow, startWhenWanted } from './federation/start-when-wanted';
import { SHELL_CATALOGS } from './messages/catalogs';
import { shouldHydrate } from './prerender/should-hydrate';

// Remotes are registered from /remotes.json while the first page renders; none is loaded
// until a page needs it. A guest's landing and 404 show no remote: there it starts at the first
// intent on a link (or when a page asks for the remotes), so their first load skips its code.
const NO_REMOTE_PATHS: readonly string[] = [paths.landing.path, paths.notFound.path];
const showsNoRemote = NO_REMOTE_PATHS.includes(window.location.pathname);
if (showsNoRemote && sessionStore.getState().user === null) startWhenWanted();
else startFederationNow().catch(() => undefined);
preloadRouteComposition(window.location.pathname);
// A login brings the account's language with it (chosen on another browser).
followAccountLanguage(sessionStore);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function start() {
  // The text of the page's language (only that one) before the first render: hydration must
  // produce the pre-rendered words, and a render must not suspend at the root.
  await preloadCatalogs(SHELL_CATALOGS, localeStore.getState().locale).catch(() => undefined);
  const isLoggedIn = sessionStore.getState().user !== null;
  // A pre-rendered first-visit page (landing, logins, 404) is already on screen: attach to it.
  // It was rendered for a visitor without a stored login; anyone else gets a fresh render.
  if (
    shouldHydrate({
      prerenderedPath: root.dataset.prerendered,
      currentPath: window.location.pathname,
      isLoggedIn,
    })
  ) {
    // A form on the page (login) submitted before its code arrived was held by the start
    // script (earlySubmitHoldSource); the form sends it itself once hydrated.
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // attaching to the whole page in one long task (Lighthouse's Total Blocking Time).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // A member's frame (menus, bars, live session) is its own chunk: fetch it before the first
  // render so the page paints complete instead of growing a bar later. If it fails, the page
  // still renders and the frame tries again.
  // Its words (the later part of the catalogs: account menu, notifications) come with it.
  if (isLoggedIn) {
    const locale = localeStore.getState().locale;
    await Promise.all([
      loadLoggedInChrome().catch(() => undefined),
      preloadLaterCatalogs(SHELL_CATALOGS, locale).catch(() => undefined),
    ]);
  }
  // Not the pre-rendered page any more: the start script stops holding early submits.
  delete root.dataset.prerendered;
  root.replaceChildren();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

void start();
