import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coffee, Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import type { ViewState } from '../../lib/view-state';
import { ListRows, ListScreen, type ListPage } from './list-screen';
import { SearchField } from './search-field';
import { SegmentedFilter } from './segmented-filter';

interface Cafe {
  id: number;
  name: string;
  open: boolean;
}

const cafes: Cafe[] = [
  { id: 1, name: 'Café Godot', open: true },
  { id: 2, name: 'Satan’s Coffee Corner', open: true },
  { id: 3, name: 'Nømad Roaster’s Home', open: false },
];

const page = (data: Cafe[], total = data.length, current = 1): ViewState<ListPage<Cafe>> => ({
  status: 'success',
  data: { data, meta: { current_page: current, last_page: Math.ceil(total / 20), total } },
  refreshing: false,
});

const FILTERS = ['all', 'open', 'closed'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { all: 'All', open: 'Open', closed: 'Closed' };

interface DemoProps {
  state: ViewState<ListPage<Cafe>>;
  onSearch: (text: string) => void;
  onFilter: (filter: Filter) => void;
  onPageChange: (page: number) => void;
  search?: string;
  filter?: Filter;
}

/** A list of cafés on the pattern: every slot filled, state and callbacks from args. */
function CafesList({ state, onSearch, onFilter, onPageChange, search = '', filter }: DemoProps) {
  const [shownFilter, setShownFilter] = useState<Filter>(filter ?? 'all');
  return (
    <ListScreen
      title="Cafés"
      description="Where Barcelona’s creators meet brands."
      actions={<Button>Add café</Button>}
      filters={
        <SegmentedFilter
          label="Filter by opening"
          options={FILTERS}
          labels={FILTER_LABELS}
          value={shownFilter}
          onChange={(next) => {
            setShownFilter(next);
            onFilter(next);
          }}
        />
      }
      search={
        <SearchField label="Search cafés" value={search} onSearch={onSearch} className="lg:w-80" />
      }
      state={state}
      filtered={search !== '' || shownFilter !== 'all'}
      words={{
        count: (total, found) =>
          `${total} ${total === 1 ? 'café' : 'cafés'}${found ? ' found' : ''}`,
        loading: 'Loading cafés…',
        pages: (lastPage) => `There are ${lastPage} pages of cafés.`,
      }}
      icon={<Coffee aria-hidden="true" />}
      empty={<EmptyState icon={<Coffee aria-hidden="true" />} title="No cafés yet" />}
      noMatch={
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No cafés match"
          action={
            <Button variant="outline" onClick={() => onSearch('')}>
              Clear search
            </Button>
          }
        />
      }
      forbiddenMessage="Cafés are managed by Colla admins."
      errorHeading="We couldn’t load the cafés"
      rows={(items) => (
        <ListRows label="Cafés">
          {items.map((cafe) => (
            <li key={cafe.id} className="rounded-xl border border-line bg-surface p-4">
              {cafe.name}
            </li>
          ))}
        </ListRows>
      )}
      paginationLabel="Cafés pages"
      onPageChange={onPageChange}
      pageHref={(target) => `?page=${target}`}
    />
  );
}

const meta = {
  title: 'Patterns/ListScreen',
  component: CafesList,
  args: { state: page(cafes), onSearch: fn(), onFilter: fn(), onPageChange: fn() },
} satisfies Meta<typeof CafesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows, the count and the toolbar; the filter and the search call back, the search after a pause. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Cafés' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 cafés');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(args.onFilter).toHaveBeenCalledWith('open');
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cafés' }), 'godot');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(args.onSearch).toHaveBeenCalledWith('godot');
  },
};

/** Enter sends the search at once. */
export const SearchOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cafés' }), 'nømad{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('nømad');
  },
};

export const Paginated: Story = {
  args: { state: page(cafes, 45, 2) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('45 cafés');
    const next = canvas.getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', '?page=3');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { state: page([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No cafés yet' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 cafés');
  },
};

export const NoMatch: Story = {
  args: { state: page([]), search: 'churreria' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No cafés match' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 cafés found');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** A page past the last one offers page 1. */
export const OutOfRange: Story = {
  args: { state: page([], 45, 9) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing on this page' })).toBeVisible();
    await expect(canvas.getByText('There are 3 pages of cafés.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cafés…');
  },
};

/** No access: no actions, no toolbar. */
export const Forbidden: Story = {
  args: { state: { status: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No access');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add café' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    state: { status: 'error', message: 'Server Error', onRetry: fn(), retrying: false },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load the cafés');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    if (args.state.status === 'error') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
