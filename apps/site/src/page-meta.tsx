import { useEffect } from 'react';

const SITE_NAME = 'Colla';

export interface PageMetaProps {
  title: string;
  description: string;
  /** A same-origin path or absolute URL of the picture shared with the link. */
  image?: string | null;
  type?: 'website' | 'article';
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the page's title, description and Open Graph tags in <head> (the static defaults in
 * index.html stay for the first paint), and updates them when the route changes.
 */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : null);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  }, [title, description, image, type]);
  return null;
}

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
