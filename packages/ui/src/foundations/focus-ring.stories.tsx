import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../components/button/button';
import { contrastRatio, parseColour, readColourToken } from './tokens';
import { layoutMeta } from '../components/_stories/story-helpers';

export default { title: 'Foundations/Focus ring', ...layoutMeta('padded') } satisfies Meta;

/**
 * Keyboard focus is a 3 px focus-blue outline, 2 px away from the control, so it sits on the
 * page background: at least 3:1 against canvas, surface and tinted backgrounds (WCAG 2.2 AA).
 * Use `focus-visible:focus-ring` (or `focus-visible:outline-3 focus-visible:outline-offset-2
 * focus-visible:outline-focus`).
 */
export const FocusRing: StoryObj = {
  render: () => (
    <div className="grid gap-6">
      <p className="max-w-prose text-sm text-muted">
        Press Tab to move through these controls: each shows the same ring.
      </p>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-canvas p-6">
        <Button>Apply to collaborate</Button>
        <a
          href="#proposals"
          className="rounded-sm font-semibold text-primary-700 underline underline-offset-4 focus-visible:focus-ring"
        >
          See all proposals
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-primary-50 p-6">
        <Button variant="outline">Save draft</Button>
        <button
          type="button"
          className="h-11 rounded-lg bg-surface px-4 text-sm font-semibold shadow-sm focus-visible:focus-ring sm:h-10"
        >
          Message brand
        </button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const focus = readColourToken('focus');
    for (const name of ['canvas', 'surface', 'primary-50', 'neutral-100']) {
      await expect(contrastRatio(focus, readColourToken(name))).toBeGreaterThanOrEqual(3);
    }

    const controls = [
      canvas.getByRole('button', { name: 'Apply to collaborate' }),
      canvas.getByRole('link', { name: 'See all proposals' }),
      canvas.getByRole('button', { name: 'Save draft' }),
      canvas.getByRole('button', { name: 'Message brand' }),
    ];
    for (const control of controls) {
      // No ring before focus…
      await expect(getComputedStyle(control).outlineStyle).toBe('none');
      await userEvent.tab();
      await expect(control).toHaveFocus();
      // …and the token ring once the keyboard lands on it.
      const style = getComputedStyle(control);
      await expect(style.outlineStyle).toBe('solid');
      await expect(style.outlineWidth).toBe('3px');
      await expect(style.outlineOffset).toBe('2px');
      // Controls with `transition-colors` fade the ring in, so wait for it to settle.
      await waitFor(() =>
        expect(parseColour(getComputedStyle(control).outlineColor)).toEqual(focus),
      );
    }
  },
};
