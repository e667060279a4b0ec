import { Avatar, type AvatarProps } from '@colla/ui/components/avatar';

/** A person as the API gives them (a deal's creator, a chat message's sender, an applicant). */
interface ApiPerson {
  first_name: string;
  last_name: string;
  avatar_path: string | null;
}

/** A person's avatar (small unless `size` says), decorative: their name is always beside it. */
export function UserAvatar({ user, size = 'sm' }: { user: ApiPerson; size?: AvatarProps['size'] }) {
  return (
    <Avatar
      size={size}
      decorative
      firstName={user.first_name}
      lastName={user.last_name}
      src={user.avatar_path}
    />
  );
}
