import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UPDATE_REQUIRED_MESSAGE, UpdateRequiredModal } from './update-required-modal';
import { bodyOf, expectViewport, viewport } from '../../components/_stories/story-helpers';

const meta = {
  title: 'Patterns/UpdateRequiredModal',
  component: UpdateRequiredModal,
  args: { open: true, updateHref: 'https://apps.apple.com/es/app/colla/id6470000000' },
} satisfies Meta<typeof UpdateRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The only place it shows: the product never opens it (docs/decisions.md). */
export const Open: Story = {
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Update required' });
    await expect(dialog).toHaveAccessibleDescription(i18n._(UPDATE_REQUIRED_MESSAGE));
    await expect(
      within(dialog).getByText('Please update the app to the latest version to continue'),
    ).toBeVisible();
    await expect(within(dialog).getByText('1.0.0')).toBeVisible();

    // Focus moves in, onto the update link, and stays there.
    const update = within(dialog).getByRole('link', { name: 'Update app' });
    await expect(update).toHaveAttribute(
      'href',
      'https://apps.apple.com/es/app/colla/id6470000000',
    );
    await expect(update).toHaveFocus();
    await userEvent.tab();
    await expect(update).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(update).toHaveFocus();

    // It cannot be dismissed: no close button, Escape and clicks outside do nothing.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '[data-slot="dialog-overlay"]',
    );
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const CustomVersion: Story = {
  args: { version: '2.3.0' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Update required' });
    await expect(within(dialog).getByText('2.3.0')).toBeVisible();
  },
};

/** On phones it is a sheet along the bottom edge with a full-size update button. */
export const Phone: Story = {
  globals: viewport('phone'),
  play: async ({ canvasElement }) => {
    await expectViewport(canvasElement, 'phone');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Update required' });
    const update = within(dialog).getByRole('link', { name: 'Update app' }).getBoundingClientRect();
    await expect(update.height).toBeGreaterThanOrEqual(44);
    await expect(update.right).toBeLessThanOrEqual(375);
  },
};

/** In Spanish on a phone: the title, the message, the version line and the link. */
export const InSpanish: Story = {
  globals: { ...viewport('phone'), locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog', {
      name: 'Actualización necesaria',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Actualiza la app a la última versión para continuar',
    );
    await expect(within(dialog).getByText('Última versión:', { exact: false })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Actualiza la app' })).toHaveFocus();
  },
};

/** As in the product: closed, nothing renders. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(bodyOf(canvasElement).queryByText(i18n._(UPDATE_REQUIRED_MESSAGE))).toBeNull();
  },
};
