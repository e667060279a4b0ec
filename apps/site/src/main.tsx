import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { API_MOCKING } from './env';
import { invitationRedirect, PRESET_INVITATION_KEY } from './startup';
import './styles.css';

async function start() {
  const redirect = invitationRedirect(
    new URL(window.location.href),
    window.localStorage.getItem(PRESET_INVITATION_KEY),
  );
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  if (API_MOCKING) {
    const { startMockWorker } = await import('@colla/mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
