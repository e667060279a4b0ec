import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectIgnoresInput, expectInvalid, expectKeyboardEntry } from '../_stories/form-checks';
import { controlMeta, sizeCatalogStory, textStates } from '../_stories/story-helpers';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'What you offer',
    placeholder: 'Describe the product or service creators get in exchange for content.',
    onChange: fn(),
  },
  ...controlMeta('max-w-md'),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // Enter makes a new line instead of submitting.
    await expectKeyboardEntry(
      canvas.getByRole('textbox', { name: 'What you offer' }),
      'textarea',
      'Brunch for two at our Gràcia café.{Enter}One reel and three stories.',
      'Brunch for two at our Gràcia café.\nOne reel and three stories.',
      args.onChange,
    );
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toHaveAttribute('data-size', 'sm');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThanOrEqual(80);
  },
};

export const AutoResize: Story = {
  args: { autoResize: true, rows: 2 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox');
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(
      textarea,
      'Line one{Enter}Line two{Enter}Line three{Enter}Line four{Enter}Line five{Enter}Line six',
    );
    // It grows with the text rather than scrolling.
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'Free stuff' },
  play: async ({ canvas }) => {
    await expectInvalid(canvas.getByRole('textbox'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'This proposal is closed.' },
  play: async ({ args, canvas }) => {
    await expectIgnoresInput(canvas.getByRole('textbox'), args.onChange, 'x');
  },
};

export const Catalog: Story = sizeCatalogStory('textbox', {
  states: textStates('What creators get', 'Dinner for two.', 'Free', 'Closed'),
  render: ({ name, ...props }) => <Textarea aria-label={name} {...props} />,
});
