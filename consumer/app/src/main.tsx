import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@credit-portal/ui/style.css';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
