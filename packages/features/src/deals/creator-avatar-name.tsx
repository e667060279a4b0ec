import type { components } from '@colla/api-client';
import { UserAvatar } from '../lib/deal-user-avatar';

type DealCreator = components['schemas']['DealListItem']['creator'];

/** The creator of a deal as the brand sees them: a small avatar (decorative) and their name. */
export function CreatorAvatarName({ creator }: { creator: DealCreator }) {
  return (
    <>
      <UserAvatar user={creator} />
      <span className="min-w-0 break-words">{creator.name}</span>
    </>
  );
}
