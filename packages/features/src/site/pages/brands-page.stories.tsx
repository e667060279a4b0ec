import type { StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { BRAND_STEPS } from '../sections/how-it-works';
import { audiencePageStories } from './audience-page-stories';
import { BRAND_BENEFITS, BRAND_FAQ, BrandsPage } from './brands-page';
import { pageChecks, pageMeta, phone, phoneStory } from './page-checks';
import { expect } from 'storybook/test';

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
  signUpHref: '/brands/join',
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

/** In Spanish on a phone: the page in Spanish, its links to other pages in Spanish too. */
export const SpanishPhone: Story = {
  ...phoneStory(
    pageChecks('Contenido local de creadores que ya adoran tu barrio', async (canvas) => {
      await expect(
        canvas.getByRole('region', { name: 'Por qué las marcas de Barcelona usan Colla' }),
      ).toBeVisible();
      await expect(canvas.getByText('Sin comisiones de agencia')).toBeVisible();
      await expect(canvas.getByText('¿Tengo que pagar a los creadores?')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Soy creador' })).toHaveAttribute(
        'href',
        '/es/creators',
      );
    }),
  ),
  globals: { ...phone, locale: 'es' },
};

/** In Catalan on a phone. */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('Contingut local de creadors que ja s’estimen el teu barri', async (canvas) => {
      // At the top and in the closing call to action.
      await expect(
        canvas.getAllByRole('link', { name: 'Publica la teva primera proposta' }),
      ).toHaveLength(2);
      await expect(canvas.getByText('Quant costa Colla per a una marca?')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Soc creador' })).toHaveAttribute(
        'href',
        '/ca/creators',
      );
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};
