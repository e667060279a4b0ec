import { BrandTeamScreen } from '@colla/features/brand-team';

/** `team`: the brand's managers, and inviting a colleague to manage it. */
export function Component() {
  return <BrandTeamScreen />;
}
