import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatLongDate } from '../../lib/format';
import { Badge } from '../badge/badge';
import {
  DataTable,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type DataTableColumn,
} from './table';
import { layoutMeta } from '../_stories/story-helpers';

interface Application {
  id: number;
  creator: string;
  handle: string;
  appliedOn: string;
  status: 'pending' | 'accepted' | 'rejected';
}

const applications: Application[] = [
  {
    id: 1,
    creator: 'Laia Puig',
    handle: '@laiaeats.bcn',
    appliedOn: '2026-11-12',
    status: 'pending',
  },
  {
    id: 2,
    creator: 'Òscar Estruch',
    handle: '@oscarcooks',
    appliedOn: '2026-11-03',
    status: 'accepted',
  },
  {
    id: 3,
    creator: 'Marta Soler',
    handle: '@martainbarna',
    appliedOn: '2026-11-18',
    status: 'rejected',
  },
  {
    id: 4,
    creator: 'Jordi Vidal',
    handle: '@jordivlogs',
    appliedOn: '2026-11-07',
    status: 'pending',
  },
  {
    id: 5,
    creator: 'Aina Ferrer',
    handle: '@ainaferrer',
    appliedOn: '2026-11-15',
    status: 'accepted',
  },
];

const statusBadge = {
  pending: <Badge variant="warning">Pending</Badge>,
  accepted: <Badge variant="success">Accepted</Badge>,
  rejected: <Badge variant="danger">Rejected</Badge>,
} as const;

const columns: DataTableColumn<Application>[] = [
  {
    id: 'creator',
    header: 'Creator',
    cell: (row) => (
      <div className="grid">
        <span className="font-semibold">{row.creator}</span>
        <span className="text-muted">{row.handle}</span>
      </div>
    ),
    sortValue: (row) => row.creator,
  },
  {
    id: 'applied',
    header: 'Applied',
    cell: (row) => formatLongDate(row.appliedOn),
    sortValue: (row) => row.appliedOn,
  },
  { id: 'status', header: 'Status', cell: (row) => statusBadge[row.status] },
];

const meta = {
  title: 'Primitives/Table',
  component: DataTable<Application>,
  args: {
    columns,
    rows: applications,
    rowKey: (row) => row.id,
    caption: 'Applications to “Brunch for two at Café Godot”',
    emptyMessage: 'No applications yet',
    onSortChange: fn(),
  },
  ...layoutMeta('padded'),
} satisfies Meta<typeof DataTable<Application>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creators' names, top to bottom, as the table shows them. */
const creatorOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);

const byName = ['Aina Ferrer', 'Jordi Vidal', 'Laia Puig', 'Marta Soler', 'Òscar Estruch'];
const byDate = ['Òscar Estruch', 'Jordi Vidal', 'Laia Puig', 'Aina Ferrer', 'Marta Soler'];

export const WithData: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Applications to/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(applications.length + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Creator', 'Applied', 'Status']);
    // As given until someone sorts; no header claims a sort.
    await expect(creatorOrder(table)).toEqual(applications.map((row) => row.creator));
    await expect(table.querySelector('[aria-sort]')).toBeNull();
    await expect(canvas.getByText('November 12, 2026')).toBeVisible();
    await expect(canvas.getAllByText('Pending')).toHaveLength(2);
    // Only sortable columns have a button.
    await expect(canvas.queryByRole('button', { name: 'Status' })).toBeNull();
  },
};

/** Sorting with the mouse: ascending, then descending. */
export const SortWithMouse: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    const creator = canvas.getByRole('columnheader', { name: 'Creator' });
    await userEvent.click(within(creator).getByRole('button', { name: 'Creator' }));
    await expect(creator).toHaveAttribute('aria-sort', 'ascending');
    // Accents are read as letters people know: Òscar sorts with the O's.
    await expect(creatorOrder(table)).toEqual(byName);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'creator',
      direction: 'ascending',
    });

    await userEvent.click(within(creator).getByRole('button', { name: 'Creator' }));
    await expect(creator).toHaveAttribute('aria-sort', 'descending');
    await expect(creatorOrder(table)).toEqual([...byName].reverse());

    // Another column starts ascending, and the first one no longer claims a sort.
    const applied = canvas.getByRole('columnheader', { name: 'Applied' });
    await userEvent.click(within(applied).getByRole('button', { name: 'Applied' }));
    await expect(applied).toHaveAttribute('aria-sort', 'ascending');
    await expect(creator).not.toHaveAttribute('aria-sort');
    await expect(creatorOrder(table)).toEqual(byDate);
  },
};

/** Sorting with the keyboard: Tab to a header, Enter sorts, Space flips. */
export const SortWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const applied = canvas.getByRole('columnheader', { name: 'Applied' });
    const button = within(applied).getByRole('button', { name: 'Applied' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Creator' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(applied).toHaveAttribute('aria-sort', 'ascending');
    await expect(creatorOrder(table)).toEqual(byDate);
    await userEvent.keyboard(' ');
    await expect(applied).toHaveAttribute('aria-sort', 'descending');
    await expect(creatorOrder(table)).toEqual([...byDate].reverse());
    await expect(button).toHaveFocus();
  },
};

/** Sorted from the start (newest applications first). */
export const Sorted: Story = {
  args: { defaultSort: { columnId: 'applied', direction: 'descending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(creatorOrder(canvas.getByRole('table'))).toEqual([...byDate].reverse());
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    const cell = within(rows[1] as HTMLElement).getByRole('cell');
    await expect(cell).toHaveTextContent('No applications yet');
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 4 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="data-table-loading-row"]'),
    ).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(
      4 * columns.length,
    );
    await expect(canvas.queryByText('Laia Puig')).toBeNull();
    await expect(canvas.queryByText('No applications yet')).toBeNull();
  },
};

/** The parts on their own, for tables that need no sorting. */
export const Composable: Story = {
  render: () => (
    <Table>
      <TableCaption>Tasks for the deal with Laia Puig</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Task</TableHead>
          <TableHead scope="col">Due</TableHead>
          <TableHead scope="col">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Instagram reel at Café Godot</TableCell>
          <TableCell>{formatLongDate('2026-11-30')}</TableCell>
          <TableCell>
            <Badge variant="warning">In progress</Badge>
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Three stories tagging @cafegodot</TableCell>
          <TableCell>{formatLongDate('2026-12-02')}</TableCell>
          <TableCell>
            <Badge variant="success">Done</Badge>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tasks for the deal with Laia Puig' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  },
};

/** With data, sorted, empty and loading. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <DataTable {...args} caption="With data" />
      <DataTable
        {...args}
        caption="Sorted"
        defaultSort={{ columnId: 'creator', direction: 'ascending' }}
      />
      <DataTable {...args} caption="Empty" rows={[]} />
      <DataTable {...args} caption="Loading" loading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(canvas.getByRole('table', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
