import { describe, expect, it } from 'vitest';
import { headTags, proposalMeta } from './page-meta';

describe('headTags', () => {
  it('writes the title, description and Open Graph tags, escaped', () => {
    const head = headTags({ title: 'Tapas & "vermut" <night>', description: 'A <b>night</b>' });
    expect(head).toContain('<title>Tapas &amp; &quot;vermut&quot; &lt;night&gt; · Colla</title>');
    expect(head).toContain('<meta name="description" content="A &lt;b&gt;night&lt;/b&gt;" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('canonical');
  });

  it('makes the picture and the page URL absolute when the origin is known', () => {
    const head = headTags(
      { title: 'Colla', description: 'd', image: '/storage/p.png', type: 'article' },
      'https://colla.example',
      '/proposals/x',
    );
    expect(head).toContain('<title>Colla</title>');
    expect(head).toContain(
      '<meta property="og:image" content="https://colla.example/storage/p.png" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://colla.example/proposals/x" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://colla.example/proposals/x" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe('proposalMeta', () => {
  const proposal = {
    name: 'Summer vermut tasting',
    description: 'x'.repeat(200),
    image: '/storage/p.png',
    brand: { name: 'Vermut Gràcia' },
  } as Parameters<typeof proposalMeta>[0];

  it("uses the proposal's name, brand, description (cut to 160) and picture", () => {
    const meta = proposalMeta(proposal);
    expect(meta.title).toBe('Summer vermut tasting · Vermut Gràcia');
    expect(meta.description).toHaveLength(158);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(meta.image).toBe('/storage/p.png');
  });

  it('describes a proposal without a description by its brand', () => {
    expect(proposalMeta({ ...proposal, description: '  ' }).description).toBe(
      'A collaboration with Vermut Gràcia on Colla.',
    );
  });
});
