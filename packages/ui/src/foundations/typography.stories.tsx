import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { readToken, toPixels } from './tokens';

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FONT_FAMILY = 'Plus Jakarta Sans Variable';

/** Class names are written out in full so Tailwind generates them. */
const scale = [
  { token: 'xs', className: 'text-xs', use: 'Badges, timestamps' },
  { token: 'sm', className: 'text-sm', use: 'Controls, hints, errors, table cells' },
  { token: 'base', className: 'text-base', use: 'Body copy' },
  { token: 'lg', className: 'text-lg', use: 'Lead paragraphs, card titles' },
  { token: 'xl', className: 'text-xl', use: 'Section titles' },
  { token: '2xl', className: 'text-2xl', use: 'Page titles in the portal' },
  { token: '3xl', className: 'text-3xl', use: 'Page titles on the site' },
  { token: '4xl', className: 'text-4xl', use: 'Proposal headlines' },
  { token: '5xl', className: 'text-5xl', use: 'Home hero' },
] as const;

const weights = [
  { name: 'Regular', className: 'font-normal', weight: '400' },
  { name: 'Medium', className: 'font-medium', weight: '500' },
  { name: 'Semibold', className: 'font-semibold', weight: '600' },
  { name: 'Bold', className: 'font-bold', weight: '700' },
  { name: 'Extrabold', className: 'font-extrabold', weight: '800' },
] as const;

function ScaleRow({ token, className, use }: (typeof scale)[number]) {
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
export const TypeScale: Story = {
  render: () => (
    <ol className="grid gap-4">
      {scale.map((step) => (
        <ScaleRow key={step.token} {...step} />
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLElement>('li[data-token]');
    await expect(rows).toHaveLength(scale.length);
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
};

/** Plus Jakarta Sans, bundled with the app (no font CDN), in the weights Colla uses. */
export const FontFamily: Story = {
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
