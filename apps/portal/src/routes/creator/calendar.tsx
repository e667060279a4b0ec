import { CalendarScreen } from '@colla/features/calendar';
import { useSearchState } from '@colla/ui/lib/search-state';
import { creatorDealHref, creatorProposalHref } from './paths';
import { calendarSearch } from './search';

/** `calendar`: the month lives in the URL (`?month=2026-11`), so Back and reloads keep it. */
export function Component() {
  const { value, set } = useSearchState(calendarSearch);
  return (
    <CalendarScreen
      dealHref={creatorDealHref}
      proposalHref={creatorProposalHref}
      month={value.month}
      onMonthChange={(month) => set({ month })}
    />
  );
}
