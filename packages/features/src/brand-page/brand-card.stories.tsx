import { fixtures } from '@colla/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { noSidewaysScroll, phone } from '../test-support/screen-stories';
import { BrandCard } from './brand-card';

const card = fixtures.getPublicProposal.brand_card;

const meta = {
  title: 'Features/Brand card',
  component: BrandCard,
  args: { card, href: '/brands/vermut-gracia' },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-md p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who is behind a proposal: one link to the brand's page, with its logo and barri. */
export const WithLogo: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Vermut Gràcia/ });
    await expect(link).toHaveAttribute('href', '/brands/vermut-gracia');
    await expect(link).toHaveTextContent('La Vila de Gràcia · Gràcia');
    await expect(link).toHaveTextContent('See the brand’s page');
    // The logo decorates: the name says who it is.
    await expect(link.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Without a logo, outside Barcelona: a sign in its place and the town. */
export const WithoutLogo: Story = {
  args: {
    card: { ...card, logo: null, barri: null, city: 'Badalona', address: null, maps_url: null },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Vermut Gràcia/ });
    await expect(link).toHaveTextContent('Badalona');
    await expect(link.querySelector('img')).toBeNull();
  },
};

/** In Catalan on a phone. */
export const CatalanOnPhone: Story = {
  globals: { ...phone, locale: 'ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Vermut Gràcia/ })).toHaveTextContent(
      'Mira la pàgina de la marca',
    );
    await noSidewaysScroll();
  },
};
