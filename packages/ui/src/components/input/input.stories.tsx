import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectIgnoresInput, expectInvalid, expectKeyboardEntry } from '../_stories/form-checks';
import { controlMeta, sizeCatalogStory, textStates } from '../_stories/story-helpers';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: {
    'aria-label': 'Proposal title',
    placeholder: 'e.g. Brunch in Gràcia for a reel',
    onChange: fn(),
  },
  ...controlMeta('max-w-sm', { type: ['text', 'email', 'url', 'tel', 'password', 'search'] }),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Proposal title' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Keyboard: Tab lands on it and typing fills it.
    const title = 'Tapas tour in El Born';
    await expectKeyboardEntry(input, 'input', title, title, args.onChange);
    await userEvent.clear(input);
    await userEvent.type(input, 'Rooftop yoga');
    await expect(input).toHaveValue('Rooftop yoga');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Proposal title' });
    await expect(input).toHaveAttribute('data-size', 'sm');
    // 44 px on phones, 36 px from the `sm` breakpoint (the test browser is wider than that).
    await expect(input.getBoundingClientRect().height).toBe(window.innerWidth >= 640 ? 36 : 44);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Product shoot at a Poblenou café' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('Product shoot at a Poblenou café');
  },
};

export const Email: Story = {
  args: {
    type: 'email',
    'aria-label': 'Email',
    placeholder: 'you@brand.com',
    autoComplete: 'email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'hola@cafeelborn.cat');
    await expect(input).toHaveValue('hola@cafeelborn.cat');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'Brunch' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Proposal title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The danger border (danger-700) marks it, not colour-only text.
    await expectInvalid(input);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Published proposals can’t be renamed' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Proposal title' });
    await expectIgnoresInput(input, args.onChange, 'x');
    await expect(input).toHaveValue('Published proposals can’t be renamed');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'colla.barcelona/p/brunch-gracia' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Proposal title' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('colla.barcelona/p/brunch-gracia');
  },
};

/** Every size in every state. */
export const Catalog: Story = sizeCatalogStory(
  'textbox',
  {
    states: textStates('e.g. Brunch in Gràcia', 'Tapas tour in El Born', 'Brunch', 'Locked'),
    render: ({ name, ...props }) => <Input aria-label={name} {...props} />,
  },
  async (canvas) => {
    await expect(canvas.getByRole('textbox', { name: 'Invalid sm' })).toBeInvalid();
  },
);
