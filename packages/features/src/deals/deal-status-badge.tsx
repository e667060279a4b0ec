import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  { label: MessageDescriptor; icon: LucideIcon; variant: NonNullable<BadgeProps['variant']> }
> = {
  active: { label: msg`Active`, icon: Handshake, variant: 'primary' },
  completed: { label: msg`Completed`, icon: CircleCheck, variant: 'success' },
  cancelled: { label: msg`Cancelled`, icon: CircleX, variant: 'neutral' },
};

/** A deal's status in words (shown with `i18n._`). */
export const DEAL_STATUS_LABELS: Record<DealStatus, MessageDescriptor> = {
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
  const { i18n } = useLingui();
  const { label, icon: Icon, variant } = styles[status];
  return (
    <Badge data-slot="deal-status-badge" data-status={status} variant={variant} {...props}>
      <Icon aria-hidden="true" />
      {i18n._(label)}
    </Badge>
  );
}
