import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutMeta } from '../components/_stories/story-helpers';
import { tokenListStory, tokenUses, type TokenUse } from './foundation-stories';

export default { title: 'Foundations/Shadows', ...layoutMeta('padded') } satisfies Meta;

const shadows = tokenUses({
  'shadow-xs': 'Inputs and selects',
  'shadow-sm': 'Cards at rest',
  'shadow-md': 'Cards on hover, sticky bars',
  'shadow-lg': 'Menus, popovers, select lists',
  'shadow-xl': 'Dialogs, toasts',
});

function ShadowCard({ token, className, use }: TokenUse) {
  return (
    <li
      data-token={token}
      className={`grid h-28 content-end rounded-2xl bg-surface p-4 ${className}`}
    >
      <span className="text-sm font-semibold">shadow-{token}</span>
      <span className="text-sm text-muted">{use}</span>
    </li>
  );
}

/** Elevation, from controls to dialogs; shadows are tinted with ink, never pure black. */
export const Elevation = tokenListStory({
  tokens: shadows,
  Item: ShadowCard,
  className: 'grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-8 p-4',
  check: async (cards) => {
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
});
