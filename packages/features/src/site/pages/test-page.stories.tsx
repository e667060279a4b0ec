import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopStory, expectTouchTargets, pageChecks, pageMeta, phoneStory } from './page-checks';
import { TestPage } from './test-page';

const meta = { title: 'Site/Pages/TestPage', ...pageMeta(TestPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const expectRunning = pageChecks('Colla is running', (canvas) =>
  expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/home'),
);

export const Desktop: Story = desktopStory(expectRunning, async ({ canvas }) => {
  // Only the app's name when the build tells nothing more.
  await expect(canvas.getAllByRole('term')).toHaveLength(1);
});

/** With what the build knows about itself, on a phone. */
export const WithBuildDetails: Story = {
  args: {
    version: '1.0.0',
    mode: 'production',
    builtAt: '2026-11-21T14:05:00Z',
    apiMocking: false,
  },
  ...phoneStory(expectRunning, async ({ canvas }) => {
    await expectTouchTargets([canvas.getByRole('link', { name: 'Go to the homepage' })]);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['App', 'Version', 'Mode', 'Built', 'API']);
    await expect(canvas.getByText('1.0.0')).toBeVisible();
    await expect(canvas.getByText('Live server')).toBeVisible();
    await expect(canvas.getByText('2026-11-21T14:05:00Z')).toHaveAttribute(
      'datetime',
      '2026-11-21T14:05:00Z',
    );
  }),
};

export const Phone: Story = phoneStory(expectRunning);
