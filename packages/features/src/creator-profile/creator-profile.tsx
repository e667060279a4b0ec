import { getCreatorProfileOptions } from '@colla/api-client';
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
  className?: string;
}

/**
 * Reads a creator's profile as brands and admins see it (`getCreatorProfile`) and shows it with
 * `CreatorProfileView`: loading, the profile, not found (an unknown username) or an error with
 * Try Again.
 */
export function CreatorProfile({
  username,
  actions,
  headingLevel,
  className,
}: CreatorProfileProps) {
  const { i18n } = useLingui();
  const result = useQuery(getCreatorProfileOptions({ username }));
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
          className={className}
        />
      )}
    </ViewStateBody>
  );
}
