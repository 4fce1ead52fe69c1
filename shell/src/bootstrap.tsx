import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFederation } from './federation/start-federation';

// Remotes are registered from /remotes.json while the first page renders; none is loaded
// until a page needs it.
startFederation();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
