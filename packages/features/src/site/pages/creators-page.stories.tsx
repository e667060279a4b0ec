import type { StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { CREATOR_STEPS } from '../sections/how-it-works';
import { audiencePageStories } from './audience-page-stories';
import { CREATOR_BENEFITS, CREATOR_FAQ, CreatorsPage } from './creators-page';
import { expect } from 'storybook/test';
import { pageChecks, pageMeta, phone, phoneStory } from './page-checks';

const meta = { title: 'Site/Pages/CreatorsPage', ...pageMeta(CreatorsPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const stories = audiencePageStories<ComponentProps<typeof CreatorsPage>>({
  title: 'Collaborate with the Barcelona places you already post about',
  benefits: {
    region: 'Why creators join Colla',
    count: CREATOR_BENEFITS.length,
    sample: 'Free for creators, always',
  },
  how: { region: 'From your first application to your next post', count: CREATOR_STEPS.length },
  signUp: 'Join as a creator',
  signUpHref: '/app-login',
  other: { name: "I'm a brand", href: '/brands' },
  faq: {
    region: 'Questions from creators',
    items: CREATOR_FAQ,
    firstAnswer: /Creating a profile, applying and collaborating are free/,
    secondAnswer: /There is no minimum to join/,
  },
  otherHrefProp: 'brandsHref',
});

/** The page, its FAQ opening and closing. */
export const Desktop: Story = stories.Desktop;

/** On a phone: no sideways scrolling, finger-sized calls to action and questions. */
export const Phone: Story = stories.Phone;

/** An app can point the calls to action elsewhere, e.g. straight to registration. */
export const CustomLinks: Story = stories.CustomLinks;

/** In Catalan on a phone: the page in Catalan, its links to other pages in Catalan too. */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('Col·labora amb els llocs de Barcelona dels quals ja publiques', async (canvas) => {
      // At the top and in the closing call to action.
      await expect(canvas.getAllByRole('link', { name: 'Uneix-te com a creador' })).toHaveLength(2);
      await expect(canvas.getByText('Gratuït per als creadors, sempre')).toBeVisible();
      await expect(canvas.getByText('Quants seguidors necessito?')).toBeVisible();
      await expect(canvas.getByText('Vius a Barcelona o a prop')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Soc una marca' })).toHaveAttribute(
        'href',
        '/ca/brands',
      );
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};
