import { Avatar } from '@colla/ui/components/avatar';

/** A person as the API gives them (a deal's creator, a chat message's sender, an applicant). */
interface ApiPerson {
  first_name: string;
  last_name: string;
  avatar_path: string | null;
}

/** A person's small avatar, decorative: their name is always written beside it. */
export function UserAvatar({ user }: { user: ApiPerson }) {
  return (
    <Avatar
      size="sm"
      decorative
      firstName={user.first_name}
      lastName={user.last_name}
      src={user.avatar_path}
    />
  );
}
