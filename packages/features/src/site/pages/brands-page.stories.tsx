import type { StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { BRAND_STEPS } from '../sections/how-it-works';
import { audiencePageStories } from './audience-page-stories';
import { BRAND_BENEFITS, BRAND_FAQ, BrandsPage } from './brands-page';
import { pageMeta } from './page-checks';

const meta = { title: 'Site/Pages/BrandsPage', ...pageMeta(BrandsPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const stories = audiencePageStories<ComponentProps<typeof BrandsPage>>({
  title: 'Local content from creators who already love your neighbourhood',
  benefits: {
    region: 'Why Barcelona brands use Colla',
    count: BRAND_BENEFITS.length,
    sample: 'No agency fees',
  },
  how: { region: 'From proposal to published content', count: BRAND_STEPS.length },
  signUp: 'Publish your first proposal',
  other: { name: "I'm a creator", href: '/creators' },
  faq: {
    region: 'Questions from brands',
    items: BRAND_FAQ,
    firstAnswer: /from €49/,
    secondAnswer: /A collaboration on Colla is an exchange/,
  },
  otherHrefProp: 'creatorsHref',
});

/** The page, its FAQ opening and closing. */
export const Desktop: Story = stories.Desktop;

/** On a phone: no sideways scrolling, finger-sized calls to action and questions. */
export const Phone: Story = stories.Phone;

/** An app can point the calls to action elsewhere, e.g. straight to registration. */
export const CustomLinks: Story = stories.CustomLinks;
