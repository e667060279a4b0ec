import { EmptyState, PageHeader } from '@colla/ui';
import { Construction } from 'lucide-react';
import { useSession } from '../session/session-context';

/** The area's first page: who is signed in, and where to go next. */
export function DashboardRoute() {
  const { user, type } = useSession();
  const intro = {
    brand: 'Your proposals, the creators applying to them and the deals under way.',
    creator: 'Collaborations open to you, your deals and what is due next.',
    admin: 'Everyone on Colla, their proposals and deals, and the notifications going out.',
  } as const;
  return (
    <PageHeader
      title={user ? `Hola, ${user.first_name}` : 'Dashboard'}
      description={type ? intro[type] : undefined}
    />
  );
}

/** A section of the area that is not open yet: it says so plainly instead of a blank page. */
export function UpcomingSection({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<Construction aria-hidden="true" />}
        title={`${title} open soon`}
        description="This part of Colla is being built. Everything else in the menu already works."
      />
    </>
  );
}
