import { getCreatorProfileOptions, getPublicCreatorProfileOptions } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toViewState } from '../lib/query-state';
import { ViewStateBody } from '../lib/view-state-body';
import { CreatorProfileSkeleton, CreatorProfileView } from './creator-profile-view';

export const CREATOR_PROFILE_LOADING = msg`Loading profile…`;
export const CREATOR_PROFILE_ERROR_HEADING = msg`We couldn’t load this profile`;
export const CREATOR_PROFILE_NOT_FOUND_HEADING = msg`Profile not found`;
export const CREATOR_PROFILE_NOT_FOUND_MESSAGE = msg`This creator’s profile doesn’t exist or is no longer available.`;

export interface CreatorProfileProps {
  /** The creator's username, as in `/creators/{username}`. */
  username: string;
  /** What the reader can do here, shown under the name (e.g. a brand's Accept and Decline). */
  actions?: ReactNode;
  /** The name's heading level: 1 on a page of its own, 2 inside a panel. */
  headingLevel?: 1 | 2;
  /**
   * Who reads it: signed-in brands and admins (`getCreatorProfile`, the default) or anyone, on
   * the site (`getPublicCreatorProfile`: only a public profile, else not found).
   */
  audience?: 'brands' | 'public';
  className?: string;
}

/**
 * Reads a creator's profile as brands and admins see it (`getCreatorProfile`), or as anyone sees a
 * public one (`getPublicCreatorProfile`), and shows it with
 * `CreatorProfileView`: loading, the profile, not found (an unknown username) or an error with
 * Try Again.
 */
export function CreatorProfile({
  username,
  actions,
  headingLevel,
  audience = 'brands',
  className,
}: CreatorProfileProps) {
  const { i18n } = useLingui();
  // One of the two reads runs; the other stays idle.
  const forBrands = useQuery({
    ...getCreatorProfileOptions({ username }),
    enabled: audience === 'brands',
  });
  const forAnyone = useQuery({
    ...getPublicCreatorProfileOptions({ username }),
    enabled: audience === 'public',
  });
  const result = audience === 'public' ? forAnyone : forBrands;
  return (
    <ViewStateBody
      state={toViewState(result, { notFound: true })}
      loadingLabel={i18n._(CREATOR_PROFILE_LOADING)}
      skeleton={<CreatorProfileSkeleton />}
      forbiddenMessage={i18n._(CREATOR_PROFILE_NOT_FOUND_MESSAGE)}
      errorHeading={i18n._(CREATOR_PROFILE_ERROR_HEADING)}
      notFound={{
        heading: i18n._(CREATOR_PROFILE_NOT_FOUND_HEADING),
        message: i18n._(CREATOR_PROFILE_NOT_FOUND_MESSAGE),
      }}
    >
      {(profile) => (
        <CreatorProfileView
          profile={profile}
          actions={actions}
          headingLevel={headingLevel}
          // The site's page runs no script and leaves an empty portfolio out.
          emptyPortfolio={audience === 'public' ? 'omit' : 'say'}
          portfolioOpens={audience === 'public' ? 'link' : 'viewer'}
          className={className}
        />
      )}
    </ViewStateBody>
  );
}
