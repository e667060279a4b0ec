import { CreatorProfile } from '@colla/features/creator-profile';
import { useParams } from 'react-router-dom';

/** `creators/{username}`: a creator's profile as brands see it. */
export function Component() {
  const { username = '' } = useParams();
  return <CreatorProfile key={username} username={username} audience="brands" />;
}
