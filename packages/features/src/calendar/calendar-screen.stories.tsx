import { i18n } from '@lingui/core';
import { operationRoutes } from '@colla/api-client';
import { errorBody, http } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SERVER_ERROR_MESSAGE } from '../lib/form-failure';
import { LinkProvider } from '@colla/ui/lib/link';
import { desktop, noSidewaysScroll, phone, recordingLink } from '../test-support/screen-stories';
import {
  expectAlert,
  expectNoTryAgain,
  expectText,
  pressTryAgain,
  steps,
} from '../test-support/state-stories';
import {
  failingHandler,
  forbiddenHandler,
  searchLog,
  stalledHandler,
} from '../test-support/list-stories';
import { CalendarScreen } from './calendar-screen';
import {
  CALENDAR_EMPTY_DESCRIPTION,
  CALENDAR_FORBIDDEN_MESSAGE,
  CALENDAR_LOAD_ERROR_HEADING,
  COPY_FAILED_MESSAGE,
  FEED_ADDRESS_HIDDEN_MESSAGE,
  FEED_ERROR_MESSAGE,
  FEED_RENEWED_MESSAGE,
  FEED_RENEW_MESSAGE,
  FEED_SHOWN_ONCE_NOTE,
  type CalendarEvent,
} from './calendar-view';

const EVENTS_PATH = operationRoutes.listCalendarEvents.path;
const FEED_PATH = operationRoutes.getCalendarFeed.path;
const FEED_URL = 'https://colla.example/api/calendar/feed/c4l-9f2e7a1b3d5c8e0f4a6b';
const NEW_FEED_URL = 'https://colla.example/api/calendar/feed/c4l-2b7d9e1f3a5c8e0f4a6b';
const FEED_CREATED_AT = '2026-06-05T11:02:00Z';
const TODAY = '2026-11-18';

const vermutDeal = 8;
const sourdoughDeal = 9;

const events: CalendarEvent[] = [
  {
    id: 'deal-start-8',
    type: 'deal_start',
    title: 'Collaboration starts · Summer vermut tasting in Gràcia',
    date: '2026-11-03',
    deal_id: vermutDeal,
    proposal_id: 4,
    task_id: null,
    completed: true,
  },
  {
    id: 'task-21',
    type: 'task_due',
    title: 'Film the tasting at the bar · Vermut Gràcia',
    date: '2026-11-12',
    deal_id: vermutDeal,
    proposal_id: 4,
    task_id: 21,
    completed: true,
  },
  {
    id: 'task-23',
    type: 'task_due',
    title: 'Post the Reel and Stories · Vermut Gràcia',
    date: '2026-11-20',
    deal_id: vermutDeal,
    proposal_id: 4,
    task_id: 23,
    completed: false,
  },
  {
    id: 'task-31',
    type: 'task_due',
    title: 'Share the sourdough workshop in Stories · Forn Sant Pau',
    date: '2026-11-27',
    deal_id: sourdoughDeal,
    proposal_id: 6,
    task_id: 31,
    completed: false,
  },
  {
    id: 'posting-deadline-4',
    type: 'posting_deadline',
    title: 'Posting deadline · Summer vermut tasting in Gràcia',
    date: '2026-11-27',
    deal_id: vermutDeal,
    proposal_id: 4,
    task_id: null,
    completed: false,
  },
  {
    id: 'deal-end-9',
    type: 'deal_end',
    title: 'Collaboration ends · Sourdough workshop at Forn Sant Pau',
    date: '2026-12-02',
    deal_id: sourdoughDeal,
    proposal_id: 6,
    task_id: null,
    completed: false,
  },
  {
    id: 'task-32',
    type: 'task_due',
    title: 'Post the bread-making Reel · Forn Sant Pau',
    date: '2026-12-15',
    deal_id: sourdoughDeal,
    proposal_id: 6,
    task_id: 32,
    completed: false,
  },
];

/** Every events request's `from` and `to`, to check what was asked for. */
let requests: { from: string | null; to: string | null }[] = [];

/** Answers like the server: the events between `from` and `to`, both included. */
function eventsHandler(items: readonly CalendarEvent[] = events) {
  return http.get(EVENTS_PATH, ({ request, response }) => {
    const params = new URL(request.url).searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    requests.push({ from, to });
    return response(200).json({
      data: items.filter((event) => event.date >= from && event.date <= to),
    });
  });
}

/** The feed just created: its URL comes this once. */
const feedHandler = http.get(FEED_PATH, ({ response }) =>
  response(200).json({ url: FEED_URL, created_at: FEED_CREATED_AT }),
);

/** A feed created before: the server has only its hash, so no URL. */
const activeFeedHandler = http.get(FEED_PATH, ({ response }) =>
  response(200).json({ url: null, created_at: FEED_CREATED_AT }),
);

/** How many times a new feed address was asked for. */
let renewals = 0;

/** A new address, as the server gives it (201). */
const renewHandler = http.post(FEED_PATH, ({ response }) => {
  renewals += 1;
  return response(201).json({ url: NEW_FEED_URL, created_at: '2026-11-18T09:30:00Z' });
});

/** Where the app's router was asked to go. */
const navigated = fn();

/** A router link stand-in: records the path instead of leaving the story. */
const renderLink = recordingLink(navigated);

/** What the screen writes to the URL (its month). */
const url = searchLog();

const meta = {
  title: 'Features/Creator/Calendar',
  component: CalendarScreen,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <LinkProvider renderLink={renderLink}>
          <Story />
        </LinkProvider>
      </div>
    ),
    url.decorator,
  ],
  args: {
    today: TODAY,
    dealHref: fn((id: number) => `/app/creator/deals/${id}`),
    copyText: fn(() => Promise.resolve()),
  },
  beforeEach: () => {
    requests = [];
    renewals = 0;
    navigated.mockClear();
    url.clear();
  },
  globals: phone,
  parameters: { msw: { handlers: [eventsHandler(), feedHandler] } },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the agenda comes first: the days from today on, each entry opening its deal. */
export const AgendaOnPhone: Story = {
  play: async ({ canvas, args }) => {
    const agenda = await canvas.findByRole('list', { name: 'Agenda for November 2026' });
    await expect(canvas.getByRole('tab', { name: 'Agenda' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const view = within(agenda);
    await expect(view.getByRole('heading', { name: 'Friday, November 20' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Friday, November 27' })).toBeVisible();
    // Earlier days of the month and the grid's trailing days are not in the agenda.
    await expect(view.queryByText(/Film the tasting/)).toBeNull();
    await expect(view.queryByText(/Collaboration ends/)).toBeNull();
    const reel = view.getByRole('link', { name: 'Post the Reel and Stories · Vermut Gràcia' });
    await expect(reel).toHaveAttribute('href', '/app/creator/deals/8');
    await expect(view.getAllByText('Task due')).toHaveLength(2);
    await expect(view.getByText('Posting deadline')).toBeVisible();
    await expect(args.dealHref).toHaveBeenCalledWith(sourdoughDeal);
    await userEvent.click(reel);
    await expect(navigated).toHaveBeenCalledWith('/app/creator/deals/8');
    await expect(requests[0]).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    const tab = canvas.getByRole('tab', { name: 'Month' });
    await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await noSidewaysScroll();
  },
};

/** On a phone the grid is compact; tapping a day lists its entries under it. */
export const MonthOnPhone: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Agenda for November 2026' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Month' }));
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    // Monday first, the weekday names from Intl in English.
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday');
    const today = within(grid).getByRole('button', { name: /Wednesday, November 18, 2026, today/ });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByText('Nothing scheduled on this day.')).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Friday, November 27, 2026, 2 entries' }),
    );
    const list = canvas.getByRole('list', { name: 'Entries on Friday, November 27' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(list).getByRole('link', { name: /Share the sourdough workshop/ }),
    ).toHaveAttribute('href', '/app/creator/deals/9');
    // A past, completed task says so.
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Thursday, November 12, 2026, 1 entry' }),
    );
    await expect(canvas.getByText('Completed')).toBeVisible();
    await noSidewaysScroll();
  },
};

/** On a desktop the month comes first, with each day's entries labelled in its cell. */
export const MonthOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'November 2026' });
    await expect(canvas.getByRole('tab', { name: 'Month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(within(grid).getByText(/Post the Reel and Stories/)).toBeVisible());
    // A long entry takes two lines before it is cut, not one line of a few letters.
    const entry = within(grid).getByText(/Post the Reel and Stories/);
    const lineHeight = parseFloat(getComputedStyle(entry).lineHeight);
    await expect(entry.clientHeight).toBeGreaterThanOrEqual(lineHeight * 2);
    await expect(entry.scrollWidth).toBeLessThanOrEqual(entry.clientWidth);
    // The trailing days show December's first entries too.
    await expect(within(grid).getByText(/Collaboration ends/)).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Friday, November 20, 2026, 1 entry' }),
    );
    const list = canvas.getByRole('list', { name: 'Entries on Friday, November 20' });
    await expect(within(list).getByText('Task due')).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: 'Post the Reel and Stories · Vermut Gràcia' }),
    ).toHaveAttribute('href', '/app/creator/deals/8');
  },
};

/** Previous, next and Today ask for each month's whole grid and write the month to the URL. */
export const MonthNavigation: Story = {
  args: { defaultMode: 'month' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'November 2026' });
    await waitFor(() => expect(requests).toHaveLength(1));
    await expect(requests[0]).toEqual({ from: '2026-10-26', to: '2026-12-06' });

    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(url.writes.at(-1)).toBe('month=2026-12');
    await expect(await canvas.findByRole('grid', { name: 'December 2026' })).toBeVisible();
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: '2026-11-30', to: '2027-01-03' }));
    await expect(
      await canvas.findByRole('button', { name: 'Tuesday, December 15, 2026, 1 entry' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(url.writes.at(-1)).toBe('month=2026-10');
    await waitFor(() => expect(requests.at(-1)).toEqual({ from: '2026-09-28', to: '2026-11-01' }));
    await expect(await canvas.findByText('Nothing scheduled in October')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(url.writes.at(-1)).toBe('month=2026-11');
    await expect(await canvas.findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** Arrow keys move through the days; Page Down moves a month and the month follows. */
export const KeyboardNavigation: Story = {
  args: { defaultMode: 'month' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('button', { name: /November 18, 2026, today/ });
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('button', { name: /November 19, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('button', { name: /November 26, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(grid).getByRole('button', { name: 'Friday, November 27, 2026, 2 entries' }),
    ).toHaveFocus();
    await expect(
      canvas.getByRole('list', { name: 'Entries on Friday, November 27' }),
    ).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await expect(url.writes.at(-1)).toBe('month=2026-12');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /December 27, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: /December 21, 2026/ })).toHaveFocus();
  },
};

/** The month lives in the URL (`?month=2026-12`): that month is shown and asked for. */
export const MonthFromTheUrl: Story = {
  args: { defaultMode: 'agenda' },
  parameters: { search: 'month=2026-12' },
  play: async ({ canvas }) => {
    const agenda = await canvas.findByRole('list', { name: 'Agenda for December 2026' });
    // Not today's month: the whole month is listed.
    await expect(
      within(agenda).getByRole('heading', { name: 'Wednesday, December 2' }),
    ).toBeVisible();
    await expect(within(agenda).getByRole('link', { name: /Collaboration ends/ })).toHaveAttribute(
      'href',
      '/app/creator/deals/9',
    );
    await expect(requests[0]).toEqual({ from: '2026-11-30', to: '2027-01-03' });
  },
};

/** A month with nothing in it says so, on both views. */
export const EmptyMonth: Story = {
  parameters: { msw: { handlers: [eventsHandler([]), feedHandler] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing scheduled in November' }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(CALENDAR_EMPTY_DESCRIPTION))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Month' }));
    await expect(
      canvas.getByRole('heading', { name: 'Nothing scheduled in November' }),
    ).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** While the month loads: skeletons and a status for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [stalledHandler(EVENTS_PATH), stalledHandler(FEED_PATH)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your calendar…')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Copy link/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Get a new address' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** The events fail to load; Try Again asks again and shows them. */
const failingEvents = failingHandler(EVENTS_PATH, { data: events.slice(2, 5) });

/** The events fail to load; Try Again asks again and shows them. */
export const ErrorWithTryAgain: Story = {
  beforeEach: failingEvents.reset,
  parameters: { msw: { handlers: [failingEvents.handler, feedHandler] } },
  play: steps(
    (context) => expectAlert(i18n._(CALENDAR_LOAD_ERROR_HEADING))(context),
    pressTryAgain,
    async ({ canvas }) => {
      await expect(
        await canvas.findByRole('link', { name: 'Post the Reel and Stories · Vermut Gràcia' }),
      ).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await noSidewaysScroll();
    },
  ),
};

/** An account with no calendar (403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: [forbiddenHandler(EVENTS_PATH), feedHandler] } },
  play: steps(
    (context) => expectText(i18n._(CALENDAR_FORBIDDEN_MESSAGE))(context),
    expectNoTryAgain,
  ),
};

/**
 * The feed was just created, so its link is shown (this once): it can be copied, subscribed to
 * (webcal://) or downloaded as an .ics file.
 */
export const CopyFeedLink: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Your calendar link' });
    await expect(input).toHaveValue(FEED_URL);
    await expect(input).toHaveAccessibleDescription(i18n._(FEED_SHOWN_ONCE_NOTE));
    await expect(canvas.getByText(i18n._(FEED_SHOWN_ONCE_NOTE))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get a new address' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(FEED_URL);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByText('Link copied. Paste it into your calendar app.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', 'webcal://colla.example/api/calendar/feed/c4l-9f2e7a1b3d5c8e0f4a6b');
    const download = canvas.getByRole('link', { name: 'Download .ics' });
    await expect(download).toHaveAttribute('href', FEED_URL);
    await expect(download).toHaveAttribute('download');
    await noSidewaysScroll();
  },
};

/** When the clipboard refuses, people are told to copy the link themselves. */
export const CopyFeedLinkFails: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('Clipboard blocked'))) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText(i18n._(COPY_FAILED_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

const failingFeed = failingHandler(FEED_PATH, { url: FEED_URL, created_at: FEED_CREATED_AT });

/** The feed link fails: the calendar still works, and Try Again gets the link. */
export const FeedError: Story = {
  beforeEach: failingFeed.reset,
  parameters: { msw: { handlers: [eventsHandler(), failingFeed.handler] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(i18n._(FEED_ERROR_MESSAGE));
    await expect(
      await canvas.findByRole('link', { name: 'Post the Reel and Stories · Vermut Gràcia' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
      FEED_URL,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await noSidewaysScroll();
  },
};

/**
 * A feed made earlier: the server keeps only a hash of its address, so the screen says since
 * when it is active and that the address is shown once, and offers a new one.
 */
export const FeedActiveWithoutLink: Story = {
  parameters: { msw: { handlers: [eventsHandler(), activeFeedHandler, renewHandler] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your calendar feed has been active since June 5, 2026.'),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(FEED_ADDRESS_HIDDEN_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new address' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Download .ics' })).toBeNull();
    await expect(renewals).toBe(0);
    await noSidewaysScroll();
  },
};

/**
 * A new address, after a confirmation that says what happens to the old one: the new link is
 * shown with Copy, and focus moves to it.
 */
export const GetNewAddress: Story = {
  parameters: { msw: { handlers: [eventsHandler(), activeFeedHandler, renewHandler] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new address' }));
    const page = within(document.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Get a new calendar address?' });
    await expect(dialog).toHaveAccessibleDescription(i18n._(FEED_RENEW_MESSAGE));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(renewals).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a new address' }));

    const input = await canvas.findByRole('textbox', { name: 'Your calendar link' });
    await expect(input).toHaveValue(NEW_FEED_URL);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(renewals).toBe(1);
    await expect(canvas.getByText(i18n._(FEED_RENEWED_MESSAGE))).toBeVisible();
    await expect(canvas.getByText(i18n._(FEED_SHOWN_ONCE_NOTE))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(NEW_FEED_URL);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', 'webcal://colla.example/api/calendar/feed/c4l-2b7d9e1f3a5c8e0f4a6b');
    await noSidewaysScroll();
  },
};

/** While the new address is on its way, the confirmation stays open and says it is busy. */
export const GettingNewAddress: Story = {
  parameters: {
    msw: {
      handlers: [
        eventsHandler(),
        activeFeedHandler,
        http.post(FEED_PATH, async ({ response }) => {
          await delay('infinite');
          return response(201).json({ url: NEW_FEED_URL, created_at: '2026-11-18T09:30:00Z' });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new address' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Get a new calendar address?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Get a new address' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull();
  },
};

/**
 * Getting a new address fails: the confirmation says so and stays open to try again; Cancel
 * leaves the feed as it was.
 */
export const GetNewAddressFails: Story = {
  parameters: {
    msw: {
      handlers: [
        eventsHandler(),
        activeFeedHandler,
        http.post(FEED_PATH, ({ response }) => {
          renewals += 1;
          return response.untyped(Response.json(errorBody('Server Error'), { status: 500 }));
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new address' }));
    const page = within(document.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Get a new calendar address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    await expect(await within(dialog).findByText(i18n._(SERVER_ERROR_MESSAGE))).toBeVisible();
    await expect(renewals).toBe(1);
    await expect(within(dialog).getByRole('button', { name: 'Get a new address' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(
      canvas.getByText('Your calendar feed has been active since June 5, 2026.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new address' })).toHaveFocus();
    await expect(canvas.queryByRole('textbox', { name: 'Your calendar link' })).toBeNull();
  },
};

/**
 * The month on a phone in Catalan: Monday first, the weekday and month names from Intl in
 * Catalan, the day names and the entries' kinds in Catalan, and nothing scrolls sideways.
 */
export const MonthOnPhoneInCatalan: Story = {
  args: { defaultMode: 'month' },
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Calendari' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Avui' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mes següent' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: /^novembre d/ });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['dl.', 'dt.', 'dc.', 'dj.', 'dv.', 'ds.', 'dg.']);
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'dilluns');
    await expect(
      await within(grid).findByRole('button', {
        name: /^dimecres, 18 de novembre .*2026, avui, res programat$/,
      }),
    ).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByText('No hi ha res programat aquest dia.')).toBeVisible();
    await userEvent.click(
      await within(grid).findByRole('button', {
        name: /^divendres, 27 de novembre .*2026, 2 entrades$/,
      }),
    );
    const list = canvas.getByRole('list', { name: 'Entrades del divendres, 27 de novembre' });
    await expect(within(list).getByText('Venç una tasca')).toBeVisible();
    await expect(within(list).getByText('Data límit de publicació')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Colors' })).toBeVisible();
    await expect(canvas.getByText('Afegeix-ho al calendari del mòbil')).toBeVisible();
    await noSidewaysScroll();
  },
};

/** The month on a phone in Spanish: Monday first there too, and the agenda's words. */
export const MonthOnPhoneInSpanish: Story = {
  args: { defaultMode: 'month' },
  globals: { ...phone, locale: 'es' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: /^noviembre de 2026$/ });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Agenda' }));
    const agenda = await canvas.findByRole('list', { name: 'Agenda de noviembre de 2026' });
    await expect(
      within(agenda).getByRole('heading', { name: 'viernes, 20 de noviembre' }),
    ).toBeVisible();
    await expect(within(agenda).getAllByText('Vence una tarea')).toHaveLength(2);
    await noSidewaysScroll();
  },
};
