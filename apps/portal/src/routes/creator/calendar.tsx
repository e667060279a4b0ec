import { CalendarScreen } from '@colla/features/calendar';
import { creatorDealHref, creatorProposalHref } from './paths';

/** `calendar`: the screen reads its month from the URL (`?month=2026-11`), so Back and reloads keep it. */
export function Component() {
  return <CalendarScreen dealHref={creatorDealHref} proposalHref={creatorProposalHref} />;
}
