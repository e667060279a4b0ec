/**
 * The platforms a creator posts on, as their profile lists them: one piece of logic for the API
 * (the profile it answers) and the portal (Settings' preview of that profile as it is typed).
 */
import type { components } from './schema';

type Schemas = components['schemas'];
export type SocialPlatform = Schemas['SocialPlatform'];

/** What a profile says of each platform, as `CreatorProfile` names it. */
export type PlatformFacts = Pick<
  Schemas['CreatorProfile'],
  | 'instagram_handle'
  | 'instagram_followers'
  | 'instagram_followers_updated_at'
  | 'tiktok_handle'
  | 'tiktok_followers'
  | 'tiktok_followers_updated_at'
>;

/** A handle as shown and linked: trimmed, without its leading "@" ("" for none). */
export const bareHandle = (handle: string | null): string =>
  handle?.trim().replace(/^@+/, '') ?? '';

/** The account's page on its platform. */
export function platformUrl(platform: SocialPlatform, handle: string): string {
  const name = encodeURIComponent(handle);
  return platform === 'instagram'
    ? `https://www.instagram.com/${name}/`
    : `https://www.tiktok.com/@${name}`;
}

/** The platforms a profile has a handle on, Instagram first, with each account's page. */
export function creatorPlatforms(facts: PlatformFacts): Schemas['CreatorPlatform'][] {
  const platforms: Schemas['CreatorPlatform'][] = [];
  for (const platform of ['instagram', 'tiktok'] as const) {
    const handle = bareHandle(facts[`${platform}_handle`]);
    if (!handle) continue;
    platforms.push({
      platform,
      handle,
      url: platformUrl(platform, handle),
      followers: facts[`${platform}_followers`],
      followers_updated_at: facts[`${platform}_followers_updated_at`],
    });
  }
  return platforms;
}
