import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  colourGroups,
  contrastRatio,
  nonTextPairs,
  parseColour,
  readColourToken,
  readToken,
  textPairs,
  toHex,
  type ContrastPair,
} from './tokens';
import { layoutMeta } from '../components/_stories/story-helpers';
import { shownItems } from './foundation-stories';

export default { title: 'Foundations/Colours', ...layoutMeta('padded') } satisfies Meta;

function Swatch({ token }: { token: string }) {
  const [value] = useState(() => readToken(`--color-${token}`).toLowerCase());
  return (
    <figure data-token={token} className="grid gap-2">
      <div
        data-slot="swatch-chip"
        className="h-14 rounded-lg border border-black/10"
        style={{ backgroundColor: `var(--color-${token})` }}
      />
      <figcaption className="grid text-sm">
        <span className="font-semibold">{token}</span>
        <code className="text-muted">{value}</code>
      </figcaption>
    </figure>
  );
}

/** Every colour token with its name and hex value, read back from the theme. */
export const Palette: StoryObj = {
  render: () => (
    <div className="grid gap-8">
      {colourGroups.map((group) => (
        <section key={group.name} aria-labelledby={`group-${group.name}`} className="grid gap-3">
          <div>
            <h2 id={`group-${group.name}`} className="text-lg font-semibold">
              {group.name}
            </h2>
            <p className="text-sm text-muted">{group.description}</p>
          </div>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-4">
            {group.tokens.map((token) => (
              <Swatch key={token} token={token} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const total = colourGroups.reduce((sum, group) => sum + group.tokens.length, 0);
    const figures = await shownItems(canvasElement, 'figure[data-token]', total);
    for (const figure of figures) {
      const token = figure.dataset.token ?? '';
      // The swatch names its token and shows the hex the theme defines…
      await expect(within(figure).getByText(token, { exact: true })).toBeVisible();
      const shown = within(figure).getByText(/^#[0-9a-f]{6}$/).textContent ?? '';
      // …and the chip really is painted in that colour (a missing token would be transparent).
      const chip = figure.querySelector<HTMLElement>('[data-slot="swatch-chip"]');
      const painted = parseColour(getComputedStyle(chip ?? figure).backgroundColor);
      await expect(painted && toHex(painted)).toBe(shown);
    }
  },
};

function ContrastSample({ pair, text }: { pair: ContrastPair; text: boolean }) {
  const [ratio] = useState(() =>
    contrastRatio(readColourToken(pair.foreground), readColourToken(pair.background)),
  );
  const label = `${pair.foreground} on ${pair.background}`;
  return (
    <li
      data-pair={label}
      data-minimum={pair.minimum}
      className="grid gap-2 rounded-xl border border-line bg-surface p-3"
    >
      {text ? (
        <p
          data-slot="contrast-sample"
          className="rounded-lg px-3 py-2 text-base"
          style={{
            color: `var(--color-${pair.foreground})`,
            backgroundColor: `var(--color-${pair.background})`,
          }}
        >
          {pair.sample}
        </p>
      ) : (
        <div
          data-slot="contrast-sample"
          className="flex h-10 items-center rounded-lg px-3"
          style={{ backgroundColor: `var(--color-${pair.background})` }}
        >
          <span
            aria-hidden="true"
            className="h-6 w-16 rounded-md border-3"
            style={{ borderColor: `var(--color-${pair.foreground})` }}
          />
        </div>
      )}
      <p className="text-sm">
        <span className="font-semibold">{label}</span>{' '}
        <span className="text-muted">
          {ratio.toFixed(2)}:1 (needs {pair.minimum}:1{text ? '' : `, ${pair.sample.toLowerCase()}`}
          )
        </span>
      </p>
    </li>
  );
}

/** Text pairs need 4.5:1; control borders and the focus ring need 3:1 (WCAG 2.2 AA). */
export const Contrast: StoryObj = {
  render: () => (
    <div className="grid gap-8">
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Text on backgrounds</h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
          {textPairs.map((pair) => (
            <ContrastSample key={`${pair.foreground}/${pair.background}`} pair={pair} text />
          ))}
        </ul>
      </section>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Borders and focus ring</h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
          {nonTextPairs.map((pair) => (
            <ContrastSample
              key={`${pair.foreground}/${pair.background}`}
              pair={pair}
              text={false}
            />
          ))}
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = textPairs.length + nonTextPairs.length;
    const samples = await shownItems(canvasElement, 'li[data-pair]', count);
    for (const sample of samples) {
      const painted = sample.querySelector<HTMLElement>('[data-slot="contrast-sample"]');
      if (!painted) throw new Error(`No sample for ${sample.dataset.pair}`);
      const mark = painted.querySelector<HTMLElement>('span') ?? painted;
      const style = getComputedStyle(mark);
      const foreground = parseColour(mark === painted ? style.color : style.borderTopColor);
      const background = parseColour(getComputedStyle(painted).backgroundColor);
      if (!foreground || !background)
        throw new Error(`Unreadable colours for ${sample.dataset.pair}`);
      // Measured on the painted colours, so a token edited too light fails here.
      await expect({
        pair: sample.dataset.pair,
        ok: contrastRatio(foreground, background) >= Number(sample.dataset.minimum),
      }).toEqual({ pair: sample.dataset.pair, ok: true });
    }
  },
};
