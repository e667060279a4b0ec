import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
} from './card';
import { layoutMeta } from '../_stories/story-helpers';

/** The card's props and the story's own `onApply` action. */
type CardStoryArgs = CardProps & { onApply: () => void };

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { onApply: fn() },
  ...layoutMeta('padded', { variant: ['elevated', 'outline', 'muted'] }),
  render: ({ onApply, ...args }) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <Badge variant="primary">Food & drink</Badge>
        <CardTitle>Brunch for two at Café Godot</CardTitle>
        <CardDescription>Posted by Café Godot · Gràcia, Barcelona</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          We invite a food creator to brunch for two in exchange for one Instagram reel and three
          stories within a week of the visit.
        </p>
      </CardContent>
      <CardFooter>
        <Button onClick={onApply}>Apply to collaborate</Button>
        <span className="text-sm text-muted">Applications close November 30, 2026</span>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Brunch for two at Café Godot' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute(
      'data-variant',
      args.variant ?? 'elevated',
    );
    for (const slot of [
      'card-header',
      'card-title',
      'card-description',
      'card-content',
      'card-footer',
    ]) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to collaborate' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = { args: { variant: 'outline' }, play: Elevated.play };
export const Muted: Story = { args: { variant: 'muted' }, play: Elevated.play };

/** `asChild` makes the card an `<article>` and the title an `<h2>`, to fit the page. */
export const AsArticle: Story = {
  render: () => (
    <Card asChild className="max-w-md">
      <article aria-labelledby="deal-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="deal-title">Deal with Laia Puig</h2>
          </CardTitle>
          <CardDescription>3 of 4 tasks done · next deadline December 2, 2026</CardDescription>
        </CardHeader>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Deal with Laia Puig' });
    await expect(article).toHaveAttribute('data-slot', 'card');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
  },
};

/** The three variants side by side. */
export const Catalog: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      {(['elevated', 'outline', 'muted'] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>Pottery workshop in Poblenou</CardTitle>
            <CardDescription>{variant}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm">
              A two-hour class for a lifestyle creator, for one TikTok video.
            </p>
          </CardContent>
          <CardFooter>
            <Button variant="outline" size="sm">
              View proposal
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="card"]')).toHaveLength(3);
  },
};
