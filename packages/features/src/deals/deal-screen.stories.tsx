import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { errorBody, fixtures, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNoTryAgain,
  notFoundHandler,
  serverErrorStory,
  steps,
} from '../test-support/state-stories';
import { forbiddenHandler, stalledHandler } from '../test-support/list-stories';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { expectAlertSays, expectTextSays } from './translated-stories';
import { DealScreen } from './deal-screen';
import { DealsList } from './deals-list';
import {
  DEAL_CLOSED_MESSAGES,
  DEAL_FORBIDDEN_MESSAGE,
  DEAL_LOAD_ERROR_HEADING,
  DEAL_NOT_FOUND_MESSAGE,
  type Deal,
  type DealTask,
} from './deal-view';
import { DELIVER_LABEL, DELIVERED_CONTENT_TITLE } from './deal-media-view';
import { MEDIA_IMAGE_TOO_LARGE } from '../media-library/media-library-view';

const DEAL_PATH = operationRoutes.getDeal.path;
const TASK_PATH = operationRoutes.updateDealTask.path;
const CANCEL_PATH = operationRoutes.cancelDeal.path;
const REASON = 'The terrace closes for renovation this summer.';
/** Núria of Vermut Gràcia cancelled on 9 June at 18:20 in Barcelona. */
const BRAND_CANCELLATION: NonNullable<Deal['cancellation']> = {
  cancelled_at: '2026-06-09T16:20:00Z',
  cancelled_by: {
    id: 12,
    first_name: 'Núria',
    last_name: 'Vidal',
    name: 'Núria Vidal',
    avatar_path: null,
  },
  side: 'brand',
  reason: REASON,
};
const base = fixtures.getDeal as Deal;
const [booking, table, reel] = base.tasks as [DealTask, DealTask, DealTask];

/** The deal the handlers serve; each story starts from a fresh copy. */
let deal: Deal = structuredClone(base);
/** The bodies of the PATCH requests, to check what was sent. */
let patches: { taskId: string; body: unknown }[] = [];
/** The bodies of the cancel requests. */
let cancels: unknown[] = [];
/** Files sent to `POST /api/deals/{id}/media`. */
let uploads: { dealId: string; name: string }[] = [];
/** Whether the brand's story has delivered its file, and the `deal_id` of each media read. */
let delivered = false;
/** How many times the deal was read. */
let dealReads = 0;
/** How many times the deals list was read. */
let listReads = 0;
let mediaQueries: (string | null)[] = [];

/**
 * Answers like the server: GET returns the current deal; PATCH sets the caller's side (here the
 * `side` given), and completes the deal when every task has both flags.
 */
function dealHandlers(side: 'brand' | 'creator' = 'creator') {
  return [
    http.get(DEAL_PATH, ({ response }) => response(200).json(deal)),
    http.patch(TASK_PATH, async ({ request, params, response }) => {
      const body = (await request.json()) as { completed: boolean };
      patches.push({ taskId: String(params.task_id), body });
      const task = deal.tasks.find((t) => String(t.id) === String(params.task_id));
      if (!task) return response(404).json(errorBody('Not found.'));
      if (side === 'brand') {
        task.brand_completed = body.completed;
        task.brand_completed_at = body.completed ? '2026-06-16T09:00:00Z' : null;
      } else {
        task.creator_completed = body.completed;
        task.creator_completed_at = body.completed ? '2026-06-16T09:00:00Z' : null;
      }
      if (deal.tasks.every((t) => t.brand_completed && t.creator_completed)) {
        deal = { ...deal, status: 'completed' };
      }
      return response(200).json(task);
    }),
    http.get(operationRoutes.listBrandMedia.path, ({ request, response }) => {
      const dealId = Number(new URL(request.url).searchParams.get('deal_id'));
      const data = fixtures.listBrandMedia.data.filter((item) => item.deal_id === dealId);
      return response(200).json({
        data,
        meta: { current_page: 1, per_page: 48, total: data.length, last_page: 1 },
      });
    }),
    http.post(CANCEL_PATH, async ({ request, response }) => {
      const body = (await request.json()) as { reason: string };
      cancels.push(body);
      deal = {
        ...deal,
        status: 'cancelled',
        cancellation: {
          cancelled_at: '2026-06-12T08:30:00Z',
          cancelled_by: deal.creator,
          side: 'creator',
          reason: body.reason,
        },
      };
      return response(200).json(deal);
    }),
    http.get(operationRoutes.listDeals.path, ({ response }) => {
      listReads += 1;
      return response(200).json(fixtures.listDeals);
    }),
  ];
}

function ChatPlaceholder({ conversationId }: { conversationId: number }) {
  return (
    <div className="grid min-h-64 place-items-center rounded-xl border-2 border-dashed border-line-strong bg-surface p-6 text-center text-sm text-muted">
      Chat (conversation {conversationId}) — the app puts the live chat here.
    </div>
  );
}

const meta = {
  title: 'Features/Deals/DealScreen',
  component: DealScreen,
  args: {
    dealId: 8,
    viewer: 'creator',
    dealsHref: '/app/creator/deals',
    proposalHref: (id: number) => `/app/creator/proposals/${id}`,
    renderChat: (id: number) => <ChatPlaceholder conversationId={id} />,
    // A fixed day in Barcelona, so the due hints do not depend on when the story runs.
    today: '2026-06-12',
  },
  beforeEach: () => {
    deal = structuredClone(base);
    patches = [];
    cancels = [];
    listReads = 0;
  },
  parameters: { msw: { handlers: dealHandlers() } },
} satisfies Meta<typeof DealScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const taskItem = (canvas: HTMLElement, name: string) => {
  const heading = within(canvas).getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`No task item for ${name}`);
  return within(item);
};

/** The creator's view: the brand, the tasks in order, their own boxes and the brand's progress. */
export const SuccessAsCreator: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: base.proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('With Vermut Gràcia')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to deals' })).toHaveAttribute(
      'href',
      '/app/creator/deals',
    );
    await expect(canvas.getByRole('link', { name: 'View proposal' })).toHaveAttribute(
      'href',
      '/app/creator/proposals/4',
    );
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('June 3, 2026')).toBeVisible();
    await expect(canvas.getByText('July 10, 2026')).toBeVisible();
    await expect(canvas.getByText('2 of 3 tasks completed')).toBeVisible();
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual([booking.name, table.name, reel.name]);

    const first = taskItem(canvasElement, booking.name);
    await expect(first.getByText('Completed')).toBeVisible();
    await expect(first.getByText('Brand: done on June 4, 2026')).toBeVisible();
    await expect(first.getByRole('checkbox', { name: /Mark done/ })).toBeChecked();
    const last = taskItem(canvasElement, reel.name);
    await expect(last.getByText('Creator')).toBeVisible();
    await expect(last.getByText('June 17, 2026')).toBeVisible();
    await expect(last.getByText('Due this week')).toBeVisible();
    await expect(last.getByText('Brand: not yet')).toBeVisible();
    await expect(last.getByRole('checkbox', { name: `Mark done: ${reel.name}` })).not.toBeChecked();
    await expect(last.queryByText('Completed')).toBeNull();

    await expect(canvas.getByRole('heading', { name: 'Chat with Vermut Gràcia' })).toBeVisible();
    await expect(canvas.getByText(/conversation 5/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: i18n._(DELIVERED_CONTENT_TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByText(/go to Vermut Gràcia’s media library/)).toBeVisible();
  },
};

/** The brand's view: the creator with their photo, the brand's own boxes, the deal's files. */
export const SuccessAsBrand: Story = {
  args: {
    viewer: 'brand',
    dealsHref: '/app/brand/deals',
    proposalHref: (id: number) => `/app/brand/proposals/${id}`,
  },
  parameters: { msw: { handlers: dealHandlers('brand') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('With Laia Puig')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Chat with Laia Puig' })).toBeVisible();
    const first = taskItem(canvasElement, booking.name);
    await expect(first.getByText('Creator: done on June 3, 2026')).toBeVisible();
    const last = taskItem(canvasElement, reel.name);
    await expect(last.getByText('Creator: not yet')).toBeVisible();
    // The creator's task: the brand confirms it.
    await expect(last.getByRole('checkbox', { name: `Confirm done: ${reel.name}` })).toBeEnabled();
    const files = await canvas.findByRole('list', { name: 'Delivered files' });
    await expect(within(files).getByText('vermut-reel-final.mp4')).toBeVisible();
  },
};

/**
 * A brand's task the brand did two days early, which the creator has not confirmed yet: it is not
 * "Overdue" for anyone once its due day passes; the creator's box reads "Confirm done", and both
 * sides see when the brand did it.
 */
export const BrandTaskDoneEarlyAsCreator: Story = {
  beforeEach: () => {
    const task = deal.tasks[1];
    if (task) {
      task.assignee_type = 'brand';
      task.due_date = '2026-06-10';
      task.brand_completed = true;
      task.brand_completed_at = '2026-06-08T10:00:00Z';
      task.creator_completed = false;
      task.creator_completed_at = null;
    }
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('With Vermut Gràcia');
    const item = taskItem(canvasElement, table.name);
    await expect(item.queryByText('Overdue')).toBeNull();
    await expect(item.getByText('Brand: done on June 8, 2026')).toBeVisible();
    await expect(item.getByRole('checkbox', { name: `Confirm done: ${table.name}` })).toBeEnabled();
  },
};

/** The same task not done by the brand: "Overdue" for both sides; the brand's box marks it done. */
export const BrandTaskOverdueAsBrand: Story = {
  args: {
    viewer: 'brand',
    dealsHref: '/app/brand/deals',
    proposalHref: (id: number) => `/app/brand/proposals/${id}`,
  },
  parameters: { msw: { handlers: dealHandlers('brand') } },
  beforeEach: () => {
    const task = deal.tasks[1];
    if (task) {
      task.assignee_type = 'brand';
      task.due_date = '2026-06-10';
      task.brand_completed = false;
      task.brand_completed_at = null;
      task.creator_completed = true;
      task.creator_completed_at = '2026-06-09T10:00:00Z';
    }
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('With Laia Puig');
    const item = taskItem(canvasElement, table.name);
    await expect(item.getByText('Overdue')).toBeVisible();
    await expect(
      item.getByRole('checkbox', { name: `Mark done: ${table.name}` }),
    ).not.toBeChecked();
    await expect(item.getByText('Creator: done on June 9, 2026')).toBeVisible();
  },
};

/** Ticking a box sends `{completed: true}`; when both sides are done the task and deal complete. */
export const MarkTaskDone: Story = {
  beforeEach: () => {
    // The brand has already confirmed the last task; the creator's tick finishes the deal.
    const last = deal.tasks[2];
    if (last) {
      last.brand_completed = true;
      last.brand_completed_at = '2026-06-15T10:00:00Z';
    }
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 of 3 tasks completed');
    const box = taskItem(canvasElement, reel.name).getByRole('checkbox', { name: /Mark done/ });
    await userEvent.click(box);
    // Shown at once, before the server answers.
    await expect(box).toBeChecked();
    await waitFor(() => expect(patches).toEqual([{ taskId: '23', body: { completed: true } }]));
    await expect(await canvas.findByText('3 of 3 tasks completed')).toBeVisible();
    await expect(taskItem(canvasElement, reel.name).getByText('Completed')).toBeVisible();
    // The deal was read again: the server completed it, and the boxes are now closed.
    await expect(await canvas.findByText(i18n._(DEAL_CLOSED_MESSAGES.completed))).toBeVisible();
    await waitFor(() =>
      expect(
        taskItem(canvasElement, reel.name).getByRole('checkbox', { name: /Mark done/ }),
      ).toBeDisabled(),
    );
  },
};

/** The server fails: the box goes back, and the task says the change was not saved. */
export const ToggleFailsAndRollsBack: Story = {
  beforeEach: () => {
    dealReads = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.patch(TASK_PATH, async ({ request, response }) => {
          patches.push({ taskId: '23', body: await request.json() });
          await delay(150);
          return response.untyped(Response.json(errorBody('Server Error'), { status: 500 }));
        }),
        // Reading the deal again never finishes here: only the screen's own rollback can clear the box.
        http.get(DEAL_PATH, async ({ response }) => {
          dealReads += 1;
          if (dealReads > 1) await delay('infinite');
          return response(200).json(deal);
        }),
        ...dealHandlers(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 of 3 tasks completed');
    const box = taskItem(canvasElement, reel.name).getByRole('checkbox', { name: /Mark done/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // Closed while the request is in flight: it keeps focus, and a second press sends nothing.
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    const alert = await taskItem(canvasElement, reel.name).findByRole('alert');
    await expect(alert).toHaveTextContent('Your change was not saved.');
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(box).not.toHaveAttribute('aria-disabled');
    await expect(patches).toHaveLength(1);
    await expect(canvas.getByText('2 of 3 tasks completed')).toBeVisible();
  },
};

/** The deal was completed elsewhere: the 409's message shows and the deal is read again. */
export const ConflictOnCompletedDeal: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(TASK_PATH, ({ response }) => {
          deal = { ...deal, status: 'completed' };
          return response(409).json(
            errorBody('This deal is completed; its tasks can no longer be changed.'),
          );
        }),
        ...dealHandlers(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 of 3 tasks completed');
    const box = taskItem(canvasElement, reel.name).getByRole('checkbox', { name: /Mark done/ });
    await userEvent.click(box);
    await expect(
      await taskItem(canvasElement, reel.name).findByText(
        'This deal is completed; its tasks can no longer be changed.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText(i18n._(DEAL_CLOSED_MESSAGES.completed))).toBeVisible();
    await expect(box).not.toBeChecked();
    await waitFor(() => expect(box).toBeDisabled());
  },
};

/** Admins follow both sides but tick nothing. */
export const AdminReadOnly: Story = {
  args: { viewer: 'admin', dealsHref: '/app/admin/deals', proposalHref: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Between Vermut Gràcia and Laia Puig')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const last = taskItem(canvasElement, reel.name);
    await expect(last.getByText('Brand: not yet')).toBeVisible();
    await expect(last.getByText('Creator: not yet')).toBeVisible();
    const first = taskItem(canvasElement, booking.name);
    await expect(first.getByText('Brand: done on June 4, 2026')).toBeVisible();
    await expect(first.getByText('Creator: done on June 3, 2026')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Chat between Vermut Gràcia and Laia Puig' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View proposal' })).toBeNull();
    await expect(canvas.queryByText(i18n._(DELIVER_LABEL))).toBeNull();
  },
};

/** Past its due day and not done: Overdue. A task due today says so. */
export const OverdueTask: Story = {
  args: { today: '2026-06-18' },
  beforeEach: () => {
    deal.tasks.push({
      ...reel,
      id: 24,
      name: 'Share the results',
      description: 'Send the Reel’s reach and saves in the chat.',
      due_date: '2026-06-18',
      sort_order: 3,
    });
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 of 4 tasks completed');
    const last = taskItem(canvasElement, reel.name);
    await expect(last.getByText('Overdue')).toBeVisible();
    await expect(taskItem(canvasElement, 'Share the results').getByText('Due today')).toBeVisible();
    // Completed tasks are never overdue.
    await expect(taskItem(canvasElement, booking.name).queryByText('Overdue')).toBeNull();
  },
};

/** A cancelled deal: boxes are closed and the page says who cancelled, when and why. */
export const CancelledDeal: Story = {
  beforeEach: () => {
    deal = { ...deal, status: 'cancelled', cancellation: BRAND_CANCELLATION };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(DEAL_CLOSED_MESSAGES.cancelled))).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    const notice = canvas.getByRole('alert', { name: 'Deal cancelled' });
    // 16:20 UTC is 18:20 in Barcelona in June.
    await expect(notice).toHaveTextContent(
      /Cancelled by Núria Vidal \(Vermut Gràcia\) on Jun 9, 2026, 6:20\sPM/,
    );
    await expect(within(notice).getByText(REASON)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel deal' })).toBeNull();
  },
};

/** The cancelled deal in Catalan on a phone. */
export const CancelledDealInCatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  beforeEach: () => {
    deal = { ...deal, status: 'cancelled', cancellation: BRAND_CANCELLATION };
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert', { name: 'Col·laboració cancel·lada' });
    await expect(notice).toHaveTextContent(/Cancel·lada per Núria Vidal \(Vermut Gràcia\) el/);
    await expect(within(notice).getByText(REASON)).toBeVisible();
    await noSidewaysScroll();
  },
};

/** The creator cancels: asked first with a reason, which must say enough; then the page shows it. */
export const CancelDeal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel deal' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this deal?' }));
    await expect(
      dialog.getByText(
        'Vermut Gràcia is told, with your reason. Its tasks can no longer be changed, and it cannot be undone.',
      ),
    ).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, '  Too late ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel deal' }));
    await expect(await dialog.findByText('Say why in at least 10 characters.')).toBeVisible();
    await expect(cancels).toEqual([]);
    await userEvent.clear(reason);
    await userEvent.type(reason, REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel deal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(cancels).toEqual([{ reason: REASON }]);
    const notice = await canvas.findByRole('alert', { name: 'Deal cancelled' });
    await expect(notice).toHaveTextContent(/Cancelled by Laia Puig on Jun 12, 2026, 10:30\sAM/);
    await expect(within(notice).getByText(REASON)).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Cancel deal' })).toBeNull();
  },
};

/** The brand on a phone: the server refuses (completed meanwhile); the dialog says why, keeps the reason. */
export const CancelRefusedOnPhone: Story = {
  globals: phone,
  args: { viewer: 'brand', dealsHref: '/app/brand/deals' },
  parameters: {
    msw: {
      handlers: [
        http.post(CANCEL_PATH, ({ response }) =>
          response(409).json(errorBody('This deal is completed; it can no longer be cancelled.')),
        ),
        ...dealHandlers('brand'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel deal' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this deal?' }));
    await expect(
      dialog.getByText(
        'Laia Puig is told, with your reason. Its tasks can no longer be changed, and it cannot be undone.',
      ),
    ).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel deal' }));
    await expect(
      await dialog.findByText('This deal is completed; it can no longer be cancelled.'),
    ).toBeVisible();
    await expect(reason).toHaveValue(REASON);
    await noSidewaysScroll();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep the deal' }));
  },
};

/** Skeletons while the deal loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(DEAL_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading deal' })).toBeVisible();
  },
};

/** Loading fails; Try Again reads the deal again. */
const dealError = serverErrorStory(DEAL_PATH, base, {
  alert: [],
  handlers: dealHandlers(),
  recovered: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: base.proposal.name }),
    ).toBeVisible();
  },
});
export const ErrorWithTryAgain: Story = {
  ...dealError,
  play: steps(expectAlertSays(DEAL_LOAD_ERROR_HEADING), dealError.play),
};

/** Someone else's deal, or one that was never there (404). */
export const NotFound: Story = {
  parameters: { msw: { handlers: [notFoundHandler(DEAL_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(DEAL_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to deals' })).toHaveAttribute(
      'href',
      '/app/creator/deals',
    );
  },
};

/** A signed-in account that may not open deals (403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(DEAL_PATH)] } },
  play: steps(expectTextSays(DEAL_FORBIDDEN_MESSAGE), expectNoTryAgain),
};

/** On a phone: the chat goes under the tasks, nothing scrolls sideways, boxes are 44 px targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('2 of 3 tasks completed');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const tasks = canvas.getByRole('heading', { name: 'Tasks' });
    const chat = canvas.getByRole('heading', { name: 'Chat with Vermut Gràcia' });
    await expect(chat.getBoundingClientRect().top).toBeGreaterThan(
      tasks.getBoundingClientRect().top,
    );
    const row = taskItem(canvasElement, reel.name)
      .getByRole('checkbox', { name: /Mark done/ })
      .closest('[data-slot="checkbox-field"]')?.parentElement;
    await expect(row?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(44);
  },
};

const pngFile = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The creator delivers a photo: progress, then "Delivered"; a too-big one is refused before sending. */
export const DeliverContentAsCreator: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(operationRoutes.uploadDealMedia.path, async ({ request, params, response }) => {
          const file = (await request.formData()).get('file');
          uploads.push({ dealId: String(params.id), name: file instanceof File ? file.name : '' });
          await delay(600);
          return response(201).json(fixtures.uploadDealMedia);
        }),
        ...dealHandlers(),
      ],
    },
  },
  beforeEach: () => {
    uploads = [];
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: i18n._(DELIVERED_CONTENT_TITLE) });
    await userEvent.upload(canvas.getByLabelText(i18n._(DELIVER_LABEL)), [
      pngFile('terrace-sunset.png'),
      pngFile('poster-huge.png', 11 * 1024 * 1024),
    ]);
    const list = within(canvas.getByRole('list', { name: 'Uploads' }));
    await expect(await list.findByText(i18n._(MEDIA_IMAGE_TOO_LARGE))).toBeVisible();
    await expect(
      await list.findByRole('progressbar', { name: 'Uploading terrace-sunset.png' }),
    ).toBeVisible();
    await expect(
      await list.findByText('Delivered to Vermut Gràcia.', {}, { timeout: 4000 }),
    ).toBeVisible();
    // Only the file that passed the check was sent, to this deal.
    await expect(uploads).toEqual([{ dealId: '8', name: 'terrace-sunset.png' }]);
    await userEvent.click(list.getByRole('button', { name: 'Dismiss poster-huge.png' }));
    await waitFor(() => expect(list.queryByText('poster-huge.png')).toBeNull());
  },
};

/** The brand's upload joins the deal's files, read again from the media library. */
export const DeliverContentAsBrand: Story = {
  args: { viewer: 'brand', dealsHref: '/app/brand/deals' },
  parameters: {
    msw: {
      handlers: [
        http.post(operationRoutes.uploadDealMedia.path, async ({ response }) => {
          delivered = true;
          return response(201).json(fixtures.uploadDealMedia);
        }),
        http.get(operationRoutes.listBrandMedia.path, ({ request, response }) => {
          mediaQueries.push(new URL(request.url).searchParams.get('deal_id'));
          return response(200).json({
            data: delivered
              ? [{ ...fixtures.uploadDealMedia, original_name: 'terrace-sunset.png' }]
              : [],
            meta: { current_page: 1, per_page: 48, total: delivered ? 1 : 0, last_page: 1 },
          });
        }),
        ...dealHandlers('brand'),
      ],
    },
  },
  beforeEach: () => {
    delivered = false;
    mediaQueries = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing delivered on this deal yet.')).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(i18n._(DELIVER_LABEL)),
      pngFile('terrace-sunset.png'),
    );
    const files = await canvas.findByRole('list', { name: 'Delivered files' });
    await expect(within(files).getByText('terrace-sunset.png')).toBeVisible();
    await expect(mediaQueries.length).toBeGreaterThanOrEqual(2);
    await expect(mediaQueries.every((id) => id === '8')).toBe(true);
  },
};

/** After a tick the deals list (here on the same page) is read again, so its progress is current. */
export const ToggleRefreshesDealsList: Story = {
  render: (args) => (
    <>
      <DealScreen {...args} />
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <DealsList viewer="creator" dealHref={(id) => `/app/creator/deals/${id}`} />
      </div>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Deals' });
    await expect(listReads).toBe(1);
    const box = taskItem(canvasElement, reel.name).getByRole('checkbox', { name: /Mark done/ });
    await userEvent.click(box);
    await waitFor(() => expect(patches).toHaveLength(1));
    await waitFor(() => expect(listReads).toBe(2));
  },
};

/**
 * In Catalan on a phone: the deal's header, progress, tasks with their due dates and "Overdue",
 * the creator's box and the delivered content read in Catalan; nothing scrolls sideways.
 */
export const PhoneInCatalan: Story = {
  // The reel was due on June 17: three days later it is overdue.
  args: { today: '2026-06-20' },
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: base.proposal.name }),
    ).toBeVisible();
    await expect(canvas.getByText('Amb Vermut Gràcia')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna a les col·laboracions' })).toBeVisible();
    await expect(canvas.getByText('Data límit de publicació')).toBeVisible();
    await expect(canvas.getByText('10 de juliol del 2026')).toBeVisible();
    await expect(canvas.getByText('2 de 3 tasques completades')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tasques' })).toBeVisible();

    const first = taskItem(canvasElement, booking.name);
    await expect(first.getByText('Completada')).toBeVisible();
    await expect(first.getByText('Marca: fet el dia 4 de juny del 2026')).toBeVisible();
    const last = taskItem(canvasElement, reel.name);
    await expect(last.getByText('Qui la fa')).toBeVisible();
    await expect(last.getByText('Creador')).toBeVisible();
    await expect(last.getByText('17 de juny del 2026')).toBeVisible();
    await expect(last.getByText('Vençuda')).toBeVisible();
    await expect(last.getByText('Marca: encara no')).toBeVisible();
    await expect(
      last.getByRole('checkbox', { name: `Marca com a feta: ${reel.name}` }),
    ).not.toBeChecked();

    await expect(canvas.getByRole('heading', { name: 'Xat amb Vermut Gràcia' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Contingut lliurat' })).toBeVisible();
    await expect(canvas.getByLabelText('Puja fotos o vídeos')).toBeInTheDocument();
    await noSidewaysScroll();
  },
};
