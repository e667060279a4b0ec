import { i18n } from '@lingui/core';
import {
  CollaProvider,
  createAuthStorage,
  createCollaApp,
  getMeOptions,
  type CollaApp,
} from '@colla/api-client';
import { errorBody, fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UNREACHABLE_TITLE } from '@colla/ui/patterns/connection-banner';
import { ConnectionStatus } from './connection-status';

/** Whether the mocked Colla is down (its database unreachable); each story starts it down. */
let down = true;
const UNAVAILABLE = errorBody('Service unavailable.');
const me = fixtures.getMe;

const outage = [
  http.get('/health-check', () =>
    down
      ? HttpResponse.json(UNAVAILABLE, { status: 503 })
      : HttpResponse.json({ status: 'ok', time: '2026-11-21T13:05:42Z' }),
  ),
  http.get('/api/me', () =>
    down ? HttpResponse.json(UNAVAILABLE, { status: 503 }) : HttpResponse.json(me),
  ),
];

/** A screen that reads the signed-in user, as the portal's screens read theirs. */
function Greeting() {
  const { data } = useQuery(getMeOptions());
  return <p className="p-6 text-lg">{data ? `Hola, ${data.first_name}` : 'Loading…'}</p>;
}

/** The app's own wiring (`createCollaApp`): client, query cache and connection monitor. */
function App() {
  const [app] = useState<CollaApp>(() =>
    createCollaApp({
      auth: createAuthStorage(window.localStorage, window.sessionStorage),
      onUnauthorized: () => undefined,
    }),
  );
  useEffect(() => () => app.connection.stop(), [app]);
  return (
    <CollaProvider app={app}>
      <Greeting />
      <ConnectionStatus />
    </CollaProvider>
  );
}

const meta = {
  title: 'Patterns/ConnectionBanner/Connected',
  component: App,
  parameters: { msw: { handlers: outage } },
  beforeEach: () => {
    down = true;
  },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Colla answers 503: the banner appears; once it is back, "Try now" (or the next automatic try)
 * hides it and the screen loads without a reload.
 */
export const OutageAndRecovery: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = () =>
      within(
        canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="connection-banner"]') ??
          canvasElement,
      ).getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent(i18n._(UNREACHABLE_TITLE)), {
      timeout: 5000,
    });
    await expect(canvas.getByText('Loading…')).toBeVisible();
    down = false;
    await userEvent.click(body.getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    await expect(
      await canvas.findByText(`Hola, ${me.first_name}`, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A check that finds Colla still down keeps the banner, and "Try now" is ready again. */
export const StillDown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const tryNow = await body.findByRole('button', { name: 'Try now' }, { timeout: 5000 });
    await userEvent.click(tryNow);
    await waitFor(() => expect(tryNow).not.toHaveAttribute('aria-busy'));
    await expect(body.getByText(i18n._(UNREACHABLE_TITLE))).toBeVisible();
  },
};
