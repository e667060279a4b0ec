import type { ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { REQUIREMENT_RESULT_ICONS, type ProfileMatchResult } from './profile-match';

/** The colour of a result's words, matching its icon. */
export const resultColour = (result: ProfileMatchResult) =>
  REQUIREMENT_RESULT_ICONS[result].className;

/**
 * One requirement line with its result's icon, in a list: the creator's checklist and the
 * brand's review both draw their lines with it. `children(colour)` gets the result's colour.
 */
export function RequirementResultItem({
  result,
  className,
  iconClassName,
  children,
}: {
  result: ProfileMatchResult;
  className?: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  const { icon: Icon, className: colour } = REQUIREMENT_RESULT_ICONS[result];
  return (
    <li data-result={result} className={cn('grid grid-cols-[auto_minmax(0,1fr)]', className)}>
      <Icon aria-hidden="true" className={cn('mt-0.5', colour, iconClassName)} />
      {children}
    </li>
  );
}
