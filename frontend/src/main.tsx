import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './i18n';
import { installGlobalErrorHandlers } from './lib/error-reporting';
import './styles/app.css';

installGlobalErrorHandlers();

// The first render waits for the language's first files (i18n/areas.ts), a few kB already on their
// way: rendering earlier would only suspend on them, and React then holds back every reveal of
// suspended content for 300 ms after a fallback showed (the session and the first page would wait).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
