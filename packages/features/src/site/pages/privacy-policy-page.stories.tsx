import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  desktop,
  desktopStory,
  expectSensibleOutline,
  expectTouchTargets,
  pageChecks,
  pageMeta,
  phone,
  phoneStory,
} from './page-checks';
import { PrivacyPolicyPage } from './privacy-policy-page';

const meta = { title: 'Site/Pages/PrivacyPolicyPage', ...pageMeta(PrivacyPolicyPage) };

export default meta;
type Story = StoryObj<typeof meta>;

const expectPolicy = pageChecks('Privacy policy', async (canvas, canvasElement) => {
  await expect(canvas.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');

  // A table of contents whose every link has a section to land on.
  const contents = canvas.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  await expect(links).toHaveLength(13);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    const section = canvasElement.querySelector(`section#${id}`);
    await expect(section).not.toBeNull();
    await expect(section?.querySelector('h2')?.textContent).toBe(
      link.textContent?.replace(/^\d+\./, ''),
    );
  }

  // The controller: a placeholder for the company's registered details, clearly marked.
  const controller = canvas.getByRole('region', { name: 'Who is responsible for your data' });
  await expect(within(controller).getByText('To be completed')).toBeVisible();
  await expect(within(controller).getByText('[Registered company name, S.L.]')).toBeVisible();

  // Data per role, and the legal bases: contract, legitimate interest, consent for push.
  const data = canvas.getByRole('region', { name: 'The data we collect' });
  for (const role of ['Everyone who visits', 'Creators', 'Brands', 'On your devices']) {
    await expect(within(data).getByRole('heading', { level: 3, name: role })).toBeVisible();
  }
  const purposes = within(canvas.getByRole('region', { name: /Why we use it/ }));
  const push = purposes.getByRole('heading', { level: 3, name: /Push notifications/ });
  await expect(push.parentElement).toHaveTextContent(/Consent \(Article 6\(1\)\(a\) GDPR\)/);
  await expect(purposes.getAllByText(/^Contract$/).length).toBeGreaterThan(0);
  await expect(purposes.getAllByText(/^Legitimate interest$/).length).toBeGreaterThan(0);

  await expect(
    within(canvas.getByRole('region', { name: 'How long we keep it' })).getByText(/Six years/),
  ).toBeVisible();
  const recipients = canvas.getByRole('region', { name: 'Who we share it with' });
  await expect(within(recipients).getByText('Our hosting provider')).toBeVisible();
  await expect(within(recipients).getByText('Our email delivery provider')).toBeVisible();
  await expect(
    canvas.getByRole('region', { name: 'Transfers outside the European Economic Area' }),
  ).toHaveTextContent(/Standard Contractual Clauses/);

  // The data subject's rights, and the complaint to the AEPD.
  const rights = canvas.getByRole('region', { name: 'Your rights' });
  for (const right of [
    'Access',
    'Rectification',
    'Erasure',
    'Restriction',
    'Portability',
    'Objection',
  ]) {
    await expect(within(rights).getByRole('heading', { level: 3, name: right })).toBeVisible();
  }
  await expect(
    within(rights).getByText('Agencia Española de Protección de Datos (AEPD)'),
  ).toBeVisible();
  const aepd = within(rights).getByRole('link', { name: /www\.aepd\.es/ });
  await expect(aepd).toHaveAttribute('href', 'https://www.aepd.es');
  await expect(aepd).toHaveAttribute('target', '_blank');
  await expect(within(rights).getByRole('link', { name: 'hola@colla.test' })).toHaveAttribute(
    'href',
    'mailto:hola@colla.test',
  );

  // Cookies and local storage: the XSRF-TOKEN cookie and the auth token in web storage.
  const cookies = canvas.getByRole('region', { name: 'Cookies and local storage' });
  await expect(within(cookies).getByRole('heading', { name: 'XSRF-TOKEN' })).toBeVisible();
  const token = within(cookies).getByRole('heading', { name: 'auth_token' });
  await expect(token.parentElement).toHaveTextContent(
    'Local storage and session storage in your browser.',
  );
});

export const Desktop: Story = desktopStory(expectPolicy, async ({ canvas }) => {
  // The contents sit beside the policy on wide screens.
  const contents = canvas.getByRole('navigation', { name: 'Contents' }).getBoundingClientRect();
  const rights = canvas.getByRole('region', { name: 'Who is responsible for your data' });
  await expect(rights.getBoundingClientRect().left).toBeGreaterThan(contents.right);
});

export const Phone: Story = phoneStory(expectPolicy, async ({ canvas }) => {
  await expectTouchTargets(
    within(canvas.getByRole('navigation', { name: 'Contents' })).getAllByRole('link'),
  );
});

/** With the company's registered details the placeholder note goes away. */
export const WithCompanyDetails: Story = {
  globals: desktop,
  args: {
    controller: {
      name: 'Colla Marketplace, S.L.',
      taxId: 'B12345678',
      address: 'Carrer de Pallars 193, 08005 Barcelona, Spain',
      registry: 'Registro Mercantil de Barcelona, volume 47001, sheet 120, page B-540001',
    },
    contactEmail: 'privacy@colla.test',
    lastUpdated: '2027-01-10',
  },
  play: async ({ canvasElement, canvas }) => {
    const controller = canvas.getByRole('region', { name: 'Who is responsible for your data' });
    await expect(within(controller).queryByText('To be completed')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeNull();
    await expect(within(controller).getByText('B12345678')).toBeVisible();
    await expect(canvas.getByText('January 10, 2027')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toHaveTextContent(
      /Colla Marketplace, S\.L\., Carrer de Pallars 193/,
    );
    await expect(canvas.queryAllByRole('link', { name: 'hola@colla.test' })).toHaveLength(0);
    await expectSensibleOutline(canvasElement);
  },
};

/**
 * In Catalan on a phone: the contents, a section's body read as a whole paragraph, the rights,
 * the complaint to the Agència Espanyola de Protecció de Dades and the contact sentence with its
 * link and the company's (placeholder) details inside.
 */
export const CatalanPhone: Story = {
  ...phoneStory(
    pageChecks('Política de privacitat', async (canvas) => {
      const contents = canvas.getByRole('navigation', { name: 'Índex' });
      await expect(within(contents).getAllByRole('link')[0]).toHaveTextContent(
        'Qui és responsable de les teves dades',
      );
      const cookies = canvas.getByRole('region', { name: 'Galetes i emmagatzematge local' });
      await expect(
        within(cookies).getByText(
          'Colla fa servir una galeta i uns quants valors a l’emmagatzematge del teu navegador, tots estrictament necessaris per iniciar la teva sessió i mantenir segur el teu compte. D’acord amb l’article 22.2 de la LSSI, no requereixen el teu consentiment, i per això no mostrem cap bàner de galetes. No fem servir galetes analítiques ni publicitàries; si això canvia algun dia, abans t’ho preguntarem.',
        ),
      ).toBeVisible();
      await expect(
        within(canvas.getByRole('region', { name: 'Les dades que recollim' })).getByRole('link', {
          name: 'Galetes i emmagatzematge local',
        }),
      ).toHaveAttribute('href', '#cookies');
      const rights = canvas.getByRole('region', { name: 'Els teus drets' });
      await expect(
        within(rights).getByRole('heading', { level: 3, name: 'Limitació del tractament' }),
      ).toBeVisible();
      await expect(
        within(rights).getByText('Agència Espanyola de Protecció de Dades (AEPD)'),
      ).toBeVisible();
      await expect(within(rights).getByRole('link', { name: /www\.aepd\.es/ })).toHaveAttribute(
        'href',
        'https://www.aepd.es',
      );
      const contact = canvas.getByRole('region', { name: 'Contacta amb nosaltres' });
      await expect(contact).toHaveTextContent(
        'Per a qualsevol qüestió sobre la teva privacitat, escriu a hola@colla.test o per correu postal a [Denominació social, S.L.], [Adreça del domicili social], Barcelona, Espanya.',
      );
      await expect(within(contact).getByRole('link', { name: 'hola@colla.test' })).toHaveAttribute(
        'href',
        'mailto:hola@colla.test',
      );
    }),
  ),
  globals: { ...phone, locale: 'ca' },
};

/** In Spanish: the legal bases, a retention period and a right read in Spanish. */
export const SpanishDesktop: Story = {
  ...desktopStory(
    pageChecks('Política de privacidad', async (canvas) => {
      const purposes = within(
        canvas.getByRole('region', { name: 'Para qué los usamos y con qué base jurídica' }),
      );
      await expect(purposes.getAllByText(/^Interés legítimo$/).length).toBe(2);
      await expect(
        within(canvas.getByRole('region', { name: 'Cuánto tiempo los conservamos' })).getByText(
          'Seis años, como exige el Código de Comercio.',
        ),
      ).toBeVisible();
      await expect(
        within(canvas.getByRole('region', { name: 'Tus derechos' })).getByRole('heading', {
          level: 3,
          name: 'Supresión',
        }),
      ).toBeVisible();
    }),
  ),
  globals: { ...desktop, locale: 'es' },
};
