import type { PublicProposal } from '@colla/features/public-proposal';
import { useEffect } from 'react';

const SITE_NAME = 'Colla';

export interface PageMetaProps {
  title: string;
  description: string;
  /** A same-origin path or absolute URL of the picture shared with the link. */
  image?: string | null;
  type?: 'website' | 'article';
}

export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
}

type MetaTag = ['name' | 'property', string, string];

/** The page's description and Open Graph tags; `url` and `image` are absolute when given. */
function metaTags({ title, description, image, type = 'website' }: PageMetaProps, url?: string) {
  const tags: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:type', type],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  if (url) tags.push(['property', 'og:url', url]);
  if (image) tags.push(['property', 'og:image', image]);
  return tags;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The `<head>` tags of a page rendered on the server: title, description, Open Graph, and the
 * canonical URL when the site's public URL is known.
 */
export function headTags(meta: PageMetaProps, origin?: string, pathname?: string): string {
  const absolute = (path: string) => (origin ? new URL(path, origin).href : path);
  const url = origin && pathname ? absolute(pathname) : undefined;
  const image = meta.image ? absolute(meta.image) : null;
  const lines = [`<title>${escapeHtml(documentTitle(meta.title))}</title>`];
  for (const [attribute, key, content] of metaTags({ ...meta, image }, url)) {
    lines.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  }
  if (url) lines.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  return lines.join('\n    ');
}

/** Sets the title, description and Open Graph tags of a page rendered in the browser. */
export function applyPageMeta(meta: PageMetaProps): void {
  document.title = documentTitle(meta.title);
  const image = meta.image ? new URL(meta.image, window.location.origin).href : null;
  for (const [attribute, key, content] of metaTags({ ...meta, image })) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
    }
    element.content = content;
  }
  if (!image) document.head.querySelector('meta[property="og:image"]')?.remove();
}

/** Keeps the head in step with a page whose data arrives in the browser. */
export function PageMeta(props: PageMetaProps) {
  const { title, description, image, type } = props;
  useEffect(() => {
    applyPageMeta({ title, description, image, type });
  }, [title, description, image, type]);
  return null;
}

/** A public proposal's title, description and picture, for search results and shared links. */
export function proposalMeta(proposal: PublicProposal): PageMetaProps {
  const description =
    proposal.description.trim() || `A collaboration with ${proposal.brand.name} on Colla.`;
  return {
    title: `${proposal.name} · ${proposal.brand.name}`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    image: proposal.image,
    type: 'article',
  };
}

/** The head of a proposal that does not exist. */
export const MISSING_PROPOSAL_META: PageMetaProps = {
  title: 'Proposal not found',
  description: "The proposal you're looking for doesn't exist or has been removed.",
};

/** Title and description of each public page. */
export const PAGE_META = {
  home: {
    title: 'Colla',
    description:
      'Colla connects Barcelona brands with local content creators: products and services in exchange for content, with no agency in between.',
  },
  about: {
    title: 'About us',
    description:
      'Colla was founded in Barcelona by two event organisers who kept introducing brands to creators. Next: cities across Europe.',
  },
  brands: {
    title: 'For brands',
    description:
      'Publish a collaboration, choose the Barcelona creators who apply, and run the deal with tasks, dates and chat in one place.',
  },
  creators: {
    title: 'For creators',
    description:
      'Find collaborations with Barcelona brands that fit what you already post, apply in a minute and keep every deadline in your calendar.',
  },
  roadmap: {
    title: 'Roadmap',
    description: 'What Colla has shipped, what we are building now and what comes next.',
  },
  pitchdeck: {
    title: 'Pitch deck',
    description: 'Why Colla, the Barcelona market, traction, business model and team.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'How Colla collects, uses and protects personal data, and how to exercise your rights under the GDPR.',
  },
  redirect: { title: 'Redirecting', description: 'Taking you to Colla.' },
  test: { title: 'Status', description: 'Colla is running.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type PageMetaKey = keyof typeof PAGE_META;
