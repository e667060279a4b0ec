import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';

/** A token as a foundations page lists it: its name, the class that applies it, what it is for. */
export interface TokenUse {
  token: string;
  className: string;
  use: string;
}

/**
 * Token rows from `{ className: use }`: the token is the class name after its first dash
 * (`shadow-xs` is `xs`). Class names stay written out in full so Tailwind generates them.
 */
export function tokenUses(uses: Record<string, string>): TokenUse[] {
  return Object.entries(uses).map(([className, use]) => ({
    token: className.slice(className.indexOf('-') + 1),
    className,
    use,
  }));
}

/** The elements `selector` finds on the canvas, once there are exactly `count` of them. */
export async function shownItems(canvasElement: HTMLElement, selector: string, count: number) {
  const items = canvasElement.querySelectorAll<HTMLElement>(selector);
  await expect(items).toHaveLength(count);
  return [...items];
}

export interface TokenListStory {
  tokens: TokenUse[];
  /** One token's `<li data-token>`. */
  Item: ComponentType<TokenUse>;
  /** The list's classes. */
  className: string;
  /** `ol` where the order means something (a scale). */
  as?: 'ul' | 'ol';
  /** Checks the rendered items, one per token, in order. */
  check: (items: HTMLElement[]) => Promise<void>;
}

/** A foundations story: a list of `tokens`, one `Item` each, and a play that checks every item. */
export function tokenListStory({
  tokens,
  Item,
  className,
  as: List = 'ul',
  check,
}: TokenListStory): StoryObj {
  return {
    render: () => (
      <List className={className}>
        {tokens.map((token) => (
          <Item key={token.token} {...token} />
        ))}
      </List>
    ),
    play: async ({ canvasElement }) =>
      check(await shownItems(canvasElement, 'li[data-token]', tokens.length)),
  };
}
