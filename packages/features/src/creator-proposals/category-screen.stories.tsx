import { operationRoutes } from '@colla/api-client';
import { i18n } from '@lingui/core';
import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proposalListStories } from '../test-support/proposal-list-stories';
import {
  atDesktopWidth,
  atPhoneWidth,
  chooseOption,
  desktop,
  noSidewaysScroll,
} from '../test-support/screen-stories';
import {
  loadingStory,
  notFoundHandler,
  serverErrorStory,
  steps,
} from '../test-support/state-stories';
import { expectAlertSays } from '../deals/translated-stories';
import { CategoryScreen } from './category-screen';
import {
  CATEGORY_LOAD_ERROR_HEADING,
  CATEGORY_NOT_FOUND_HEADING,
  CATEGORY_NOT_FOUND_MESSAGE,
} from './category-view';
import type { CreatorProposal } from './proposal-labels';

const CATEGORY_PATH = operationRoutes.getCategory.path;
const foodDrink = fixtures.getCategory;
const [sourdough, vermut] = fixtures.listCreatorProposals.data as [
  CreatorProposal,
  CreatorProposal,
];

const { requests, listHandler, lastWrite, listMeta, cardHrefs } = proposalListStories([
  sourdough,
  vermut,
]);

const meta = {
  title: 'Features/Creator/Category',
  component: CategoryScreen,
  ...listMeta,
  args: { categoryId: foodDrink.id, proposalsHref: '/app/creator/proposals', ...cardHrefs },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's name and description head its proposals; no category filter to change. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Food & drink' }),
    ).toBeVisible();
    await expect(canvas.getByText(foodDrink.description ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: sourdough.name })).toBeVisible();
    await expect(requests[0]?.get('category_id')).toBe(String(foodDrink.id));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** Filters narrow within the category: the request keeps `category_id`. */
export const FilterWithinCategory: Story = {
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await chooseOption(canvas.getByRole('combobox', { name: 'Platform' }), 'TikTok');
    await waitFor(() => expect(canvas.queryByRole('link', { name: vermut.name })).toBeNull());
    await expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
      category_id: '1',
      platform: 'tiktok',
      sort: 'newest',
      page: '1',
      per_page: '20',
    });
    // The fixed category is not an "active filter" the creator can clear.
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(lastWrite()).toEqual({ category_id: '1', platform: 'tiktok' });
  },
};

/** Nothing in the category matches the search; Clear filters keeps the category. */
export const ClearKeepsTheCategory: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: vermut.name });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search proposals' }), 'churros');
    await expect(await canvas.findByRole('heading', { name: 'No proposals match' })).toBeVisible();
    const empty = canvas.getByRole('heading', { name: 'No proposals match' }).closest('section');
    await userEvent.click(
      within(empty ?? document.body).getByRole('button', { name: 'Clear filters' }),
    );
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(lastWrite()).toEqual({ category_id: '1' });
  },
};

/** A category without open proposals. */
export const EmptyCategory: Story = {
  parameters: { msw: { handlers: [listHandler([])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No proposals in this category yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Food & drink' })).toBeVisible();
  },
};

/** An unknown category id. */
export const NotFound: Story = {
  args: { categoryId: 999 },
  parameters: {
    msw: {
      handlers: [notFoundHandler(CATEGORY_PATH), listHandler()],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: i18n._(CATEGORY_NOT_FOUND_HEADING) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n._(CATEGORY_NOT_FOUND_MESSAGE))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All proposals' })).toHaveAttribute(
      'href',
      '/app/creator/proposals',
    );
    // No list for a category that does not exist.
    await expect(requests).toHaveLength(0);
    await noSidewaysScroll();
  },
};

export const Loading: Story = loadingStory(CATEGORY_PATH, 'Loading category…', {
  handlers: [listHandler()],
});

/** The category fails to load; Try Again reads it again. */
const categoryError = serverErrorStory(CATEGORY_PATH, foodDrink, {
  alert: [],
  handlers: [listHandler()],
  recovered: async ({ canvas }, calls) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Food & drink' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(calls()).toBe(2);
  },
});
export const ServerError: Story = {
  ...categoryError,
  play: steps(expectAlertSays(CATEGORY_LOAD_ERROR_HEADING), categoryError.play),
};

/** Desktop: the header, then the filters in a row (no category filter) and the cards. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await atDesktopWidth();
    await expect(await canvas.findByRole('link', { name: vermut.name })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).toBeNull();
  },
};
