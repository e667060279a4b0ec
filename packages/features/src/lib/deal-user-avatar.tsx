import { Avatar, type AvatarProps } from '@colla/ui/components/avatar';

/** A person as the API gives them (a deal's creator, a chat message's sender, an applicant). */
interface ApiPerson {
  first_name: string;
  last_name: string;
  avatar_path: string | null;
}

/**
 * A person's avatar (small unless `size` says), decorative: their name is always beside it.
 * `staticHtml` for a page rendered on the server and never hydrated (see `Avatar`).
 */
export function UserAvatar({
  user,
  size = 'sm',
  staticHtml = false,
}: {
  user: ApiPerson;
  size?: AvatarProps['size'];
  staticHtml?: boolean;
}) {
  return (
    <Avatar
      size={size}
      decorative
      staticHtml={staticHtml}
      firstName={user.first_name}
      lastName={user.last_name}
      src={user.avatar_path}
    />
  );
}
