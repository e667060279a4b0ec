import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { readToken, toPixels } from './tokens';
import { layoutMeta } from '../components/_stories/story-helpers';
import { shownItems, tokenListStory, tokenUses, type TokenUse } from './foundation-stories';

export default { title: 'Foundations/Spacing and radii', ...layoutMeta('padded') } satisfies Meta;

/** Class names are written out in full so Tailwind generates them. */
const spacing = [
  { step: 1, className: 'w-1' },
  { step: 2, className: 'w-2' },
  { step: 3, className: 'w-3' },
  { step: 4, className: 'w-4' },
  { step: 6, className: 'w-6' },
  { step: 8, className: 'w-8' },
  { step: 12, className: 'w-12' },
  { step: 16, className: 'w-16' },
  { step: 24, className: 'w-24' },
] as const;

const radii = tokenUses({
  'rounded-sm': 'Tags inside controls',
  'rounded-md': 'Menu items, small chips',
  'rounded-lg': 'Buttons, inputs, selects',
  'rounded-xl': 'Menus, popovers, toasts',
  'rounded-2xl': 'Cards, dialogs',
  'rounded-3xl': 'Hero images',
});

/** A 4 px grid: `p-4` is 16 px. `touch` (44 px) is the minimum tap target on phones. */
export const Spacing: StoryObj = {
  render: () => (
    <ul className="grid gap-3">
      {spacing.map(({ step, className }) => (
        <li key={step} data-step={step} className="grid grid-cols-[7rem_1fr] items-center gap-4">
          <span className="text-sm">
            <span className="font-semibold">{step}</span>{' '}
            <span className="text-muted">{step * 4} px</span>
          </span>
          <span data-slot="bar" className={`h-4 rounded-sm bg-primary-600 ${className}`} />
        </li>
      ))}
      <li data-step="touch" className="grid grid-cols-[7rem_1fr] items-center gap-4">
        <span className="text-sm">
          <span className="font-semibold">touch</span> <span className="text-muted">44 px</span>
        </span>
        <span data-slot="bar" className="size-touch rounded-sm bg-primary-600" />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const unit = toPixels(readToken('--spacing'));
    await expect(unit).toBe(4);
    const rows = await shownItems(canvasElement, 'li[data-step]', spacing.length + 1);
    for (const row of rows) {
      const bar = row.querySelector<HTMLElement>('[data-slot="bar"]');
      const width = bar?.getBoundingClientRect().width;
      const step = row.dataset.step;
      await expect(width).toBe(step === 'touch' ? 44 : Number(step) * unit);
    }
  },
};

function RadiusBox({ token, className, use }: TokenUse) {
  const [value] = useState(() => readToken(`--radius-${token}`));
  return (
    <li data-token={token} data-radius={value} className="grid justify-items-start gap-2">
      <span
        data-slot="radius-box"
        className={`size-20 border-2 border-primary-600 bg-primary-50 ${className}`}
      />
      <span className="text-sm">
        <span className="font-semibold">rounded-{token}</span>{' '}
        <span className="text-muted">{value}</span>
        <span className="block text-muted">{use}</span>
      </span>
    </li>
  );
}

/** The corner radii and what each one is for. */
export const Radii = tokenListStory({
  tokens: radii,
  Item: RadiusBox,
  className: 'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-6',
  check: async (boxes) => {
    for (const item of boxes) {
      const box = item.querySelector<HTMLElement>('[data-slot="radius-box"]');
      const rendered = parseFloat(getComputedStyle(box ?? item).borderTopLeftRadius);
      await expect(rendered).toBe(toPixels(item.dataset.radius ?? ''));
    }
  },
});
