import { Conversation } from '@colla/features/chat';
import { linkVariants } from '@colla/ui/components/link';
import { ArrowLeft } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { dealsPath, useDealSide } from '../deals/side';
import { chatPath } from './paths';

/** `chat/{id}`: the conversation, live, naming its deal with a link to it. */
export function Component() {
  const { id } = useParams();
  const { user } = useSession();
  const side = useDealSide();
  const conversationId = Number(id);
  return (
    <div className="grid gap-4">
      <Link
        to={chatPath(side)}
        className={linkVariants({ className: 'min-h-11 w-fit items-center' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All messages</Trans>
      </Link>
      {user && (
        <Conversation
          conversationId={conversationId}
          viewer={user}
          dealHref={(dealId) => `${dealsPath(side)}/${dealId}`}
          // On a phone the conversation fills the screen between the top bar, the back link and
          // the tab bar, so the message box sits above the tab bar without scrolling.
          className="h-[calc(100dvh-15.25rem-env(safe-area-inset-bottom))] min-h-72 md:h-[min(44rem,calc(100dvh-6rem))] md:min-h-96"
        />
      )}
    </div>
  );
}
