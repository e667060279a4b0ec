import { operationRoutes } from '@colla/api-client';
import { errorBody } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atPhoneWidth, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { BrandJoinForm } from './brand-join';
import { EMPTY_BRAND_JOIN_VALUES, type BrandJoinValues } from './brand-join-fields';

const { createBrandRequest } = operationRoutes;
const path = createBrandRequest.path;

const FILLED: BrandJoinValues = {
  ...EMPTY_BRAND_JOIN_VALUES,
  business_name: 'Forn de la Vila',
  kind: 'bakery',
  neighbourhood: 'la-vila-de-gracia',
  instagram_handle: '@forndelavila',
  first_name: 'Marta',
  last_name: 'Soler',
  email: 'marta@forndelavila.example',
  phone: '+34 612 345 678',
  offer: 'A breakfast for two and a morning behind the counter.',
  privacy_accepted: true,
};

let sent: unknown[] = [];

const accepted = http.post(path, async ({ request }) => {
  sent.push(await request.json());
  return HttpResponse.json(
    {
      message: "Thanks — we'll write to you at marta@forndelavila.example within two working days.",
    },
    { status: 202 },
  );
});

const meta = {
  title: 'Features/Site/BrandJoin',
  component: BrandJoinForm,
  args: { privacyHref: '/privacy-policy', initialValues: FILLED },
  beforeEach: () => {
    sent = [];
  },
  parameters: { layout: 'padded', msw: { handlers: [accepted] } },
} satisfies Meta<typeof BrandJoinForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));

/** Nothing typed yet: every field, the consent linking the privacy policy, and no error. */
export const Empty: Story = {
  args: { initialValues: EMPTY_BRAND_JOIN_VALUES },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /^Kind of business/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Barri/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The kind is asked for before anything is sent.
    await send(canvas);
    await expect(await canvas.findByText('Choose the kind of business.')).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

/** Filled in and sent: the request carries the barri, the page's language and an empty trap. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(
      await canvas.findByText(
        "Thanks — we'll write to you at marta@forndelavila.example within two working days.",
      ),
    ).toBeVisible();
    await expect(sent).toEqual([
      expect.objectContaining({
        business_name: 'Forn de la Vila',
        kind: 'bakery',
        barri: 'la-vila-de-gracia',
        town: null,
        website: null,
        instagram_handle: '@forndelavila',
        locale: 'en',
        fax: '',
      }),
    ]);
  },
};

/** While sending: the button is busy and nothing can be sent twice. */
export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(path, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send my request/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The server's field errors show under their fields, and what was typed stays. */
export const FieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(path, () =>
          HttpResponse.json(
            {
              message: 'Write a phone number we can call, for example +34 612 345 678.',
              errors: {
                phone: ['Write a phone number we can call, for example +34 612 345 678.'],
                website: [
                  'Give us your website or your Instagram account, so we can see your business.',
                ],
              },
            },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    const phoneField = canvas.getByLabelText(/^Phone/);
    await waitFor(() => expect(phoneField).toHaveAccessibleDescription(/call, for example/));
    await expect(phoneField).toHaveValue('+34 612 345 678');
    // Focus goes to the first field in the form's order that has an error.
    const website = canvas.getByLabelText(/^Website/);
    await expect(website).toHaveAccessibleDescription(/Give us your website or your Instagram/);
    await expect(website).toHaveFocus();
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('Forn de la Vila');
  },
};

/** A second request from the same email: the server's friendly words, and the form stays. */
export const AlreadyAsked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(path, () =>
          HttpResponse.json(
            errorBody(
              'We already have a request from this email and will answer it soon. There is no need to send another.',
            ),
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We already have a request from this email',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('marta@forndelavila.example');
  },
};

/** Too many requests from one address: how long to wait, from Retry-After. */
export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(path, () =>
          HttpResponse.json(errorBody('Too many attempts. Try again in 40 minutes.'), {
            status: 429,
            headers: { 'Retry-After': '2400' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 40 minutes.',
    );
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('Forn de la Vila');
  },
};

/** No connection: said above the form, and nothing typed is lost. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.post(path, () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t reach Colla');
    await expect(canvas.getByLabelText(/^Phone/)).toHaveValue('+34 612 345 678');
  },
};

/** On a phone: one column, no sideways scrolling, a full-width send button. */
export const Phone: Story = {
  globals: { ...phone },
  args: { initialValues: EMPTY_BRAND_JOIN_VALUES },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    noSidewaysScroll();
    const button = canvas.getByRole('button', { name: 'Send my request' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In Catalan, on a phone: the labels, and the request says `ca`. */
export const CatalanPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Nom del negoci/)).toHaveValue('Forn de la Vila');
    await userEvent.click(canvas.getByRole('button', { name: 'Envia la meva sol·licitud' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ locale: 'ca' })]));
  },
};
