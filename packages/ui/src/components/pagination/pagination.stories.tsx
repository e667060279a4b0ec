import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';
import { layoutMeta } from '../_stories/story-helpers';

/** Pagination owning its page, as a list screen would. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <div className="grid gap-4">
      <p className="text-center text-sm text-muted" data-testid="shown">
        Showing proposals page {page}
      </p>
      <Pagination
        {...props}
        page={page}
        onPageChange={(next) => {
          props.onPageChange(next);
          setPage(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, lastPage: 12, onPageChange: fn() },
  ...layoutMeta('padded'),
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((control) => control.getAttribute('aria-label') ?? control.textContent);

/** The pagination shows Previous, a button for each of `pages` in order, then Next; returns it. */
const expectPages = async (canvas: StoryContext['canvas'], pages: number[]) => {
  const nav = canvas.getByRole('navigation', { name: 'Pagination' });
  await expect(labelsOf(nav)).toEqual(['Previous', ...pages.map((page) => `Page ${page}`), 'Next']);
  return nav;
};

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const nav = await expectPages(canvas, [1, 2, 3, 4, 5, 12]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(nav.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(1);
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas }) => {
    const nav = await expectPages(canvas, [1, 5, 6, 7, 12]);
    await expect(nav.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, lastPage: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="pagination-ellipsis"]')).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { lastPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Jumping around with the mouse, then with the keyboard. */
export const JumpPages: Story = {
  play: async ({ canvas, args }) => {
    const current = () => canvas.getByRole('button', { current: 'page' });

    // Mouse: jump to the last page, then step back.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(current()).toHaveAccessibleName('Page 12');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('page 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(current()).toHaveAccessibleName('Page 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 8' }));
    await expect(current()).toHaveAccessibleName('Page 8');
    // In the middle: ellipses on both sides of 7, 8, 9.
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toBeVisible();

    // Keyboard: the focused control keeps focus as pages change.
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(current()).toHaveAccessibleName('Page 9');
    await userEvent.keyboard(' ');
    await expect(current()).toHaveAccessibleName('Page 10');
    await expect(next).toHaveFocus();
    // Shift+Tab back to "Page 12" and press it.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(current()).toHaveAccessibleName('Page 12');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Next is now unavailable but keeps its place in the tab order (focus is not lost).
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(current()).toHaveAccessibleName('Page 12');
    await expect(args.onPageChange).toHaveBeenCalledTimes(6);
  },
};

/** With `getHref` the controls are real links that still call `onPageChange` on a plain click. */
export const AsLinks: Story = {
  args: { page: 3, getHref: (page) => `?page=${page}` },
  play: async ({ canvas, args }) => {
    const page4 = canvas.getByRole('link', { name: 'Page 4' });
    await expect(page4).toHaveAttribute('href', '?page=4');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    const before = window.location.search;
    await userEvent.click(page4);
    await expect(window.location.search).toBe(before);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard.
    canvas.getByRole('link', { name: 'Page 5' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** On phones: "Page 6 of 12" between previous and next, each 44 px tall at least. */
export const Phone: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Page 6 of 12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 7' })).toBeNull();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByText('Page 7 of 12')).toBeVisible();
  },
};

/** In Catalan on a phone: every word of the control comes from the catalog. */
export const PhoneInCatalan: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'phone' }, locale: 'ca' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginació' })).toBeVisible();
    await expect(canvas.getByText('Pàgina 6 de 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Següent' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByText('Pàgina 7 de 12')).toBeVisible();
  },
};

/** First, middle and last page, as buttons and as links. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-6">
      {[1, 6, 12].map((page) => (
        <Pagination
          key={page}
          page={page}
          lastPage={12}
          onPageChange={() => undefined}
          aria-label={`Pagination, page ${page}`}
        />
      ))}
      <Pagination
        page={3}
        lastPage={5}
        onPageChange={() => undefined}
        getHref={(page) => `?page=${page}`}
        aria-label="Pagination as links"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { current: 'page' })).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};
