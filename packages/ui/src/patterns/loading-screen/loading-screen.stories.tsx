import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './loading-screen';
import { expectViewport, viewport, windowOf } from '../../components/_stories/story-helpers';

const meta = {
  title: 'Patterns/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectLoadingScreen = async ({
  canvas,
  canvasElement,
}: {
  canvas: { getByRole: (role: 'status') => HTMLElement };
  canvasElement: HTMLElement;
}) => {
  // A polite live region: screen readers announce "Loading".
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent('Loading');
  await expect(status).toBeVisible();
  // It covers the whole viewport, whatever its size.
  const screen = canvasElement.querySelector<HTMLElement>('[data-slot="loading-screen"]');
  const view = windowOf(canvasElement);
  const box = screen?.getBoundingClientRect();
  await expect(box?.width).toBe(view.innerWidth);
  await expect(box?.height).toBe(view.innerHeight);
  // The spinner sits in the middle.
  const middle = (box?.height ?? 0) / 2;
  const statusBox = status.getBoundingClientRect();
  await expect(statusBox.top).toBeLessThan(middle + 60);
  await expect(statusBox.bottom).toBeGreaterThan(middle - 60);
};

export const Default: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await expectViewport(canvasElement, 'desktop');
    await expectLoadingScreen({ canvas, canvasElement });
  },
};

export const Phone: Story = {
  globals: viewport('phone'),
  play: async ({ canvas, canvasElement }) => {
    await expectViewport(canvasElement, 'phone');
    await expectLoadingScreen({ canvas, canvasElement });
  },
};
