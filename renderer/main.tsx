import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Builds the bridge first: in browser mode it takes the run's token from `#token=…` and tidies the
// address bar before the hash router reads the location.
import { desk } from './lib/desk.ts';
import { App } from './app/app.tsx';
import { reportUncaughtErrors } from './lib/report-error.ts';
import { applyCachedTheme } from './lib/theme.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/feedback.css';
import './styles/overlays.css';
import './styles/table.css';

applyCachedTheme();
reportUncaughtErrors(desk, window);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
