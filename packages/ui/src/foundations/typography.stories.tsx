import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { readToken, toPixels } from './tokens';
import { layoutMeta } from '../components/_stories/story-helpers';
import { tokenListStory, tokenUses, type TokenUse } from './foundation-stories';

export default { title: 'Foundations/Typography', ...layoutMeta('padded') } satisfies Meta;

const FONT_FAMILY = 'Plus Jakarta Sans Variable';

const scale = tokenUses({
  'text-xs': 'Badges, timestamps',
  'text-sm': 'Controls, hints, errors, table cells',
  'text-base': 'Body copy',
  'text-lg': 'Lead paragraphs, card titles',
  'text-xl': 'Section titles',
  'text-2xl': 'Page titles in the portal',
  'text-3xl': 'Page titles on the site',
  'text-4xl': 'Proposal headlines',
  'text-5xl': 'Home hero',
});

const weights = [
  { name: 'Regular', className: 'font-normal', weight: '400' },
  { name: 'Medium', className: 'font-medium', weight: '500' },
  { name: 'Semibold', className: 'font-semibold', weight: '600' },
  { name: 'Bold', className: 'font-bold', weight: '700' },
  { name: 'Extrabold', className: 'font-extrabold', weight: '800' },
] as const;

function ScaleRow({ token, className, use }: TokenUse) {
  const [size] = useState(() => readToken(`--text-${token}`));
  const [leading] = useState(() => readToken(`--text-${token}--line-height`));
  return (
    <li
      data-token={token}
      data-size={size}
      className="grid gap-1 border-b border-line pb-4 sm:grid-cols-[10rem_1fr] sm:gap-6"
    >
      <div className="text-sm">
        <p className="font-semibold">text-{token}</p>
        <p className="text-muted">
          {size} / {leading}
        </p>
        <p className="text-muted">{use}</p>
      </div>
      <p data-slot="type-sample" className={className}>
        Brands and creators, made in Barcelona
      </p>
    </li>
  );
}

/** The type scale: every size with its line height and where Colla uses it. */
export const TypeScale = tokenListStory({
  tokens: scale,
  Item: ScaleRow,
  className: 'grid gap-4',
  as: 'ol',
  check: async (rows) => {
    let previous = 0;
    for (const row of rows) {
      const sample = row.querySelector<HTMLElement>('[data-slot="type-sample"]');
      if (!sample) throw new Error(`No sample for ${row.dataset.token}`);
      const rendered = parseFloat(getComputedStyle(sample).fontSize);
      // Each class renders its token's size, and the scale only grows.
      await expect(rendered).toBe(toPixels(row.dataset.size ?? ''));
      await expect(rendered).toBeGreaterThan(previous);
      previous = rendered;
    }
  },
});

/** Plus Jakarta Sans, bundled with the app (no font CDN), in the weights Colla uses. */
export const FontFamily: StoryObj = {
  render: () => (
    <div className="grid gap-6">
      <section className="grid gap-1">
        <h2 className="text-lg font-semibold">{FONT_FAMILY}</h2>
        <p className="text-sm text-muted">
          Self-hosted from @fontsource-variable/plus-jakarta-sans; falls back to the system UI font.
        </p>
      </section>
      <ul className="grid gap-3">
        {weights.map((weight) => (
          <li key={weight.name} data-weight={weight.weight} className="grid gap-1">
            <span className="text-sm text-muted">
              {weight.name} ({weight.weight})
            </span>
            <span className={`text-2xl ${weight.className}`}>
              Creadores y marcas de Barcelona: ça va, l’Eixample?
            </span>
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The page's font stack starts with Plus Jakarta Sans…
    const family = getComputedStyle(canvasElement).fontFamily;
    await expect(family.startsWith(`"${FONT_FAMILY}"`)).toBe(true);

    // …and its faces really load, as variable fonts covering every weight we use.
    for (const weight of weights.map((item) => item.weight)) {
      const faces = await document.fonts.load(`${weight} 16px "${FONT_FAMILY}"`, 'Colla');
      await expect(faces.length).toBeGreaterThan(0);
      await expect(faces.every((face) => face.status === 'loaded')).toBe(true);
    }

    // Bundled: every font file comes from our own origin, never a CDN.
    const fontFiles = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => /plus-jakarta-sans.*\.woff2$/.test(url.pathname));
    await expect(fontFiles.length).toBeGreaterThan(0);
    for (const url of fontFiles) await expect(url.origin).toBe(window.location.origin);
  },
};
