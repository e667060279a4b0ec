import type { components } from '@colla/api-client';
import { CircleCheck, CircleX, Handshake, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '@colla/ui/components/badge';

export type DealStatus = components['schemas']['DealStatus'];

export const DEAL_STATUSES = [
  'active',
  'completed',
  'cancelled',
] as const satisfies readonly DealStatus[];

const styles: Record<
  DealStatus,
  { label: string; icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }
> = {
  active: { label: 'Active', icon: Handshake, variant: 'primary' },
  completed: { label: 'Completed', icon: CircleCheck, variant: 'success' },
  cancelled: { label: 'Cancelled', icon: CircleX, variant: 'neutral' },
};

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  active: styles.active.label,
  completed: styles.completed.label,
  cancelled: styles.cancelled.label,
};

export type DealStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children' | 'asChild'> & {
  status: DealStatus;
};

/**
 * A deal's status (active, completed, cancelled) with an icon; the shared StatusBadge covers
 * proposal and application statuses only.
 */
export function DealStatusBadge({ status, ...props }: DealStatusBadgeProps) {
  const { label, icon: Icon, variant } = styles[status];
  return (
    <Badge data-slot="deal-status-badge" data-status={status} variant={variant} {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
