import { invitationRedirect, PRESET_INVITATION_KEY, setRequestLanguage } from '@colla/api-client';
import { activateLocale, LocaleProvider, startingLocale } from '@colla/i18n/provider';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { API_MOCKING } from './env';
import './styles.css';

async function start() {
  const url = new URL(window.location.href);
  // Invitation links win at start: a URL with a token, or a preset invitation token, goes to accept
  // the invitation.
  const redirect = invitationRedirect(url, window.localStorage.getItem(PRESET_INVITATION_KEY));
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  // The preset token has done its job once the invitation page is open.
  if (url.pathname.startsWith('/accept-invitation')) {
    window.localStorage.removeItem(PRESET_INVITATION_KEY);
  }
  if (API_MOCKING) {
    const { startMockWorker } = await import('@colla/mocks/browser');
    await startMockWorker();
  }
  // Every call tells the API the language in use, so its messages (before sign-in too) match.
  i18n.on('change', () => setRequestLanguage(i18n.locale));
  // The remembered choice, else the browser's languages; the account's language once signed in.
  await activateLocale(startingLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider>
        <App />
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
