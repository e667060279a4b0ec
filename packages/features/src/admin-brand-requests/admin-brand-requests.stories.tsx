import { operationRoutes } from '@colla/api-client';
import { errorBody, fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth, english, noSidewaysScroll, phone } from '../test-support/screen-stories';
import { forbiddenStory, loadingStory, retriedOnceStory } from '../test-support/state-stories';
import { AdminBrandRequest, AdminBrandRequests } from './admin-brand-requests';
import {
  BRAND_REQUESTS_FORBIDDEN_MESSAGE,
  BRAND_REQUESTS_LOAD_ERROR_HEADING,
  type BrandRequest,
  type BrandRequestPage,
} from './admin-brand-requests-view';

const { listBrandRequests, getBrandRequest, approveBrandRequest, declineBrandRequest } =
  operationRoutes;

const page = fixtures.listBrandRequests as BrandRequestPage;
const forn = page.data[0] as BrandRequest;
const sabadell: BrandRequest = {
  ...forn,
  id: 6,
  business_name: 'Can Sabadell',
  kind: 'restaurant',
  barri: null,
  town: 'Sabadell',
  email: 'jordi@cansabadell.example',
};
const empty: BrandRequestPage = {
  data: [],
  meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
  status_counts: { new: 0, approved: 3, declined: 1 },
};
const listPath = listBrandRequests.path;
const listOf = (body: BrandRequestPage) => http.get(listPath, () => HttpResponse.json(body));
const twoNew: BrandRequestPage = {
  ...page,
  data: [sabadell, forn],
  meta: { ...page.meta, total: 2 },
  status_counts: { new: 2, approved: 3, declined: 1 },
};

const meta = {
  title: 'Features/Admin/BrandRequests',
  component: AdminBrandRequests,
  args: { requestHref: (id: number) => `/app/admin/brand-requests/${id}` },
  parameters: { msw: { handlers: [listOf(twoNew)] } },
} satisfies Meta<typeof AdminBrandRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New requests first, with the counts of each status and each request's business and contact. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Forn de la Vila' });
    await expect(link).toHaveAttribute('href', `/app/admin/brand-requests/${forn.id}`);
    await expect(canvas.getByText(/Bakery or food shop · La Vila de Gràcia/)).toBeVisible();
    await expect(canvas.getByText(/Restaurant · Sabadell/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Approved (3)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** No new requests: says what will bring them. */
export const Empty: Story = {
  parameters: { msw: { handlers: [listOf(empty)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No new requests')).toBeVisible();
    await expect(canvas.getByText(/you get a notification/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(listPath, 'Loading requests…');

export const ServerError: Story = retriedOnceStory(
  listPath,
  twoNew,
  [english(BRAND_REQUESTS_LOAD_ERROR_HEADING)],
  ({ canvas }) => canvas.findByRole('link', { name: 'Forn de la Vila' }),
);

export const Forbidden: Story = forbiddenStory(listPath, english(BRAND_REQUESTS_FORBIDDEN_MESSAGE));

/** On a phone, in Catalan: the filter wraps, nothing scrolls sideways. */
export const CatalanPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await expect(
      await canvas.findByRole('heading', { name: 'Sol·licituds de marques' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Forn de la Vila' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nova (2)' })).toBeVisible();
    noSidewaysScroll();
  },
};

const requestPath = getBrandRequest.path.replace('{id}', ':id');
const detailHandlers = (request: BrandRequest) => [
  http.get(requestPath, () => HttpResponse.json(request)),
];

/** One request: its details, Approve (with a confirmation) and Decline (with a reason). */
export const Detail: StoryObj<typeof AdminBrandRequest> = {
  render: () => (
    <AdminBrandRequest
      requestId={forn.id}
      listHref="/app/admin/brand-requests"
      brandHref={(id) => `/app/admin/brands/${id}/edit`}
    />
  ),
  parameters: {
    msw: {
      handlers: [
        ...detailHandlers(forn),
        http.post(approveBrandRequest.path.replace('{id}', ':id'), () =>
          HttpResponse.json({ ...forn, status: 'approved', brand_id: 9 }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Forn de la Vila' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: forn.email })).toHaveAttribute(
      'href',
      `mailto:${forn.email}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('emails Marta an invitation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and invite' }));
    await expect(
      await canvas.findByText('Forn de la Vila is on Colla: Marta got an invitation to manage it.'),
    ).toBeVisible();
  },
};

/** Declining needs a reason; a request someone else decided meanwhile says so in the dialog. */
export const DeclineConflict: StoryObj<typeof AdminBrandRequest> = {
  render: Detail.render,
  parameters: {
    msw: {
      handlers: [
        ...detailHandlers(forn),
        http.post(declineBrandRequest.path.replace('{id}', ':id'), () =>
          HttpResponse.json(errorBody('This request has already been decided.'), { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Only Barcelona for now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and send' }));
    await waitFor(() => expect(dialog).toHaveTextContent('This request has already been decided.'));
    await expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Only Barcelona for now.');
  },
};

/** A request that does not exist: said, with the way back. */
export const DetailNotFound: StoryObj<typeof AdminBrandRequest> = {
  render: Detail.render,
  parameters: {
    msw: {
      handlers: [
        http.get(requestPath, () =>
          HttpResponse.json(errorBody('Brand request not found.'), { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Request not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to brand requests' })).toBeVisible();
  },
};
