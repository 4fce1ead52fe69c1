import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/standalone-app';

// Only used when this remote runs on its own (npm run dev); the shell never loads this file.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
