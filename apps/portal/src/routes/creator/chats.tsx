import { ConversationsList } from '@colla/features/chat';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { useSearchState } from '@colla/ui/lib/search-state';
import { conversationHref } from './paths';
import { chatSearch } from './search';

/** `chat`: one conversation per deal, most recently active first; the page lives in the URL. */
export function Component() {
  const { value, set } = useSearchState(chatSearch);
  return (
    <div className="grid gap-6">
      <PageHeader title="Messages" description="One conversation with the brand of each deal." />
      <ConversationsList
        viewer="creator"
        conversationHref={conversationHref}
        page={value.page}
        onPageChange={(page) => set({ page })}
      />
    </div>
  );
}
