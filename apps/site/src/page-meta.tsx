import {
  BRAND_PAGE_NOT_FOUND_HEADING,
  BRAND_PAGE_NOT_FOUND_MESSAGE,
  type BrandPublicPage,
} from '@colla/features/brand-page';
import {
  CREATOR_PROFILE_NOT_FOUND_HEADING,
  CREATOR_PROFILE_NOT_FOUND_MESSAGE,
  type CreatorPublicProfile,
} from '@colla/features/creator-profile';
import type { PublicProposal } from '@colla/features/public-proposal';
import { localeAlternates } from '@colla/features/site/locale';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect } from 'react';

const SITE_NAME = 'Colla';

export interface PageMetaProps {
  title: string;
  description: string;
  /** A same-origin path or absolute URL of the picture shared with the link. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
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
 * The `<head>` tags of a page rendered on the server: title, description, Open Graph, and, when
 * the site's public URL is known, the canonical URL (the page in its own language) and the same
 * page in English, Catalan and Spanish (`hreflang`, English also as `x-default`).
 */
export function headTags(meta: PageMetaProps, origin?: string, pathname?: string): string {
  const absolute = (path: string) => (origin ? new URL(path, origin).href : path);
  const url = origin && pathname ? absolute(pathname) : undefined;
  const image = meta.image ? absolute(meta.image) : null;
  const lines = [`<title>${escapeHtml(documentTitle(meta.title))}</title>`];
  for (const [attribute, key, content] of metaTags({ ...meta, image }, url)) {
    lines.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  }
  if (url && pathname) {
    lines.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    const alternates = localeAlternates(pathname);
    const english = alternates.find(({ locale }) => locale === 'en');
    const links = [
      ...alternates.map(({ locale, href }) => [locale, href] as const),
      ...(english ? [['x-default', english.href] as const] : []),
    ];
    for (const [hreflang, href] of links) {
      lines.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(href))}" />`,
      );
    }
  }
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

/**
 * A public proposal's title, description and picture, for search results and shared links (in the
 * active language).
 */
export function proposalMeta(proposal: PublicProposal): PageMetaProps {
  const brandName = proposal.brand.name;
  const description = proposal.description.trim() || t`A collaboration with ${brandName} on Colla.`;
  return {
    title: `${proposal.name} · ${proposal.brand.name}`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    image: proposal.image,
    type: 'article',
  };
}

/** The head of a proposal that does not exist, in the active language. */
export function missingProposalMeta(): PageMetaProps {
  return {
    title: t`Proposal not found`,
    description: t`The proposal you're looking for doesn't exist or has been removed.`,
  };
}

/**
 * A public creator profile's title, description and photo, for search results and shared links
 * (in the active language).
 */
export function creatorMeta(creator: CreatorPublicProfile): PageMetaProps {
  const name = creator.name;
  const username = creator.username;
  const bio = creator.bio?.trim();
  const description = bio || t`${name} creates content in Barcelona. See their profile on Colla.`;
  return {
    title: `${name} (@${username})`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    image: creator.avatar_path,
    type: 'profile',
  };
}

/** The head of a creator profile that is not public or does not exist, in the active language. */
export function missingCreatorMeta(): PageMetaProps {
  return {
    title: i18n._(CREATOR_PROFILE_NOT_FOUND_HEADING),
    description: i18n._(CREATOR_PROFILE_NOT_FOUND_MESSAGE),
  };
}

/**
 * A brand's page: its name, what it is, and its logo's large picture (else its first photo), for
 * search results and shared links (in the active language).
 */
export function brandMeta(brand: BrandPublicPage): PageMetaProps {
  const name = brand.name;
  const about = brand.description?.trim();
  const description = about || t`${name} works with content creators in Barcelona on Colla.`;
  return {
    title: name,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    image: brand.logo?.src ?? brand.photos[0]?.picture.src ?? null,
    type: 'profile',
  };
}

/** The head of a brand page that does not exist, in the active language. */
export function missingBrandMeta(): PageMetaProps {
  return {
    title: i18n._(BRAND_PAGE_NOT_FOUND_HEADING),
    description: i18n._(BRAND_PAGE_NOT_FOUND_MESSAGE),
  };
}

/** The head of a path the site does not have (`/ca/nothing`), in the active language. */
export function notFoundMeta(): PageMetaProps {
  return {
    title: t`Page not found`,
    description: t`The page you're looking for doesn't exist or has moved.`,
  };
}

/** Title and description of each public page (the home page's title is the name, untranslated). */
export const PAGE_META = {
  home: {
    title: 'Colla',
    description: msg`Colla connects Barcelona brands with local content creators: products and services in exchange for content, with no agency in between.`,
  },
  about: {
    title: msg`About us`,
    description: msg`Colla was founded in Barcelona by two event organisers who kept introducing brands to creators. Next: cities across Europe.`,
  },
  brands: {
    title: msg`For brands`,
    description: msg`Publish a collaboration, choose the Barcelona creators who apply, and run the deal with tasks, dates and chat in one place.`,
  },
  brandJoin: {
    title: msg`Bring your business to Colla`,
    description: msg`Barcelona businesses ask to join Colla here: tell us who you are and what you could offer creators, and we answer within two working days.`,
  },
  creators: {
    title: msg`For creators`,
    description: msg`Find collaborations with Barcelona brands that fit what you already post, apply in a minute and keep every deadline in your calendar.`,
  },
  roadmap: {
    title: msg`Roadmap`,
    description: msg`What Colla has shipped, what we are building now and what comes next.`,
  },
  pitchdeck: {
    title: msg`Pitch deck`,
    description: msg`Why Colla, the Barcelona market, traction, business model and team.`,
  },
  privacy: {
    title: msg`Privacy policy`,
    description: msg`How Colla collects, uses and protects personal data, and how to exercise your rights under the GDPR.`,
  },
  redirect: { title: msg`Redirecting`, description: msg`Taking you to Colla.` },
  test: { title: msg`Status`, description: msg`Colla is running.` },
} as const satisfies Record<
  string,
  { title: string | MessageDescriptor; description: MessageDescriptor }
>;

export type PageMetaKey = keyof typeof PAGE_META;

/** A page's title and description in the active language. */
export function pageMeta(key: PageMetaKey): PageMetaProps {
  const { title, description } = PAGE_META[key];
  return {
    title: typeof title === 'string' ? title : i18n._(title),
    description: i18n._(description),
  };
}
