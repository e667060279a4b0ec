import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Foundations/Shadows',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Class names are written out in full so Tailwind generates them. */
const shadows = [
  { token: 'xs', className: 'shadow-xs', use: 'Inputs and selects' },
  { token: 'sm', className: 'shadow-sm', use: 'Cards at rest' },
  { token: 'md', className: 'shadow-md', use: 'Cards on hover, sticky bars' },
  { token: 'lg', className: 'shadow-lg', use: 'Menus, popovers, select lists' },
  { token: 'xl', className: 'shadow-xl', use: 'Dialogs, toasts' },
] as const;

/** Elevation, from controls to dialogs; shadows are tinted with ink, never pure black. */
export const Elevation: Story = {
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-8 p-4">
      {shadows.map(({ token, className, use }) => (
        <li
          key={token}
          data-token={token}
          className={`grid h-28 content-end rounded-2xl bg-surface p-4 ${className}`}
        >
          <span className="text-sm font-semibold">shadow-{token}</span>
          <span className="text-sm text-muted">{use}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('li[data-token]');
    await expect(cards).toHaveLength(shadows.length);
    let previousBlur = -1;
    for (const card of cards) {
      const shadow = getComputedStyle(card).boxShadow;
      // Tinted with ink (#1c1917), and each level casts a wider shadow than the last.
      await expect(shadow).toContain('rgba(28, 25, 23');
      const blur = Math.max(
        ...[...shadow.matchAll(/\)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px/g)].map((match) =>
          Number(match[3]),
        ),
      );
      await expect(blur).toBeGreaterThan(previousBlur);
      previousBlur = blur;
    }
  },
};
