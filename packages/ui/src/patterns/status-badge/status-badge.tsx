import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  CircleCheck,
  CirclePause,
  CircleX,
  Clock,
  PencilLine,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/badge/badge';
import { cn } from '../../lib/cn';

/** Proposal statuses: a proposal is a draft (the default for new ones), active or inactive. */
export const PROPOSAL_STATUSES = ['draft', 'active', 'inactive'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * Application statuses: pending, accepted or rejected in the brand's view; the admin view also
 * colours approved.
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'approved'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type Status = ProposalStatus | ApplicationStatus;

interface StatusStyle {
  label: MessageDescriptor;
  icon: LucideIcon;
  variant: NonNullable<BadgeProps['variant']>;
  className?: string;
}

/**
 * Each status's words, icon and colour. Colours are AA pairs from styles.css (`<status>-700` text
 * on `<status>-50`, white on `success-700`); the icon and the word carry the meaning too, never
 * the colour alone.
 */
export const statusStyles: Record<Status, StatusStyle> = {
  draft: {
    label: msg({ message: 'Draft', context: 'status of a proposal or an application' }),
    icon: PencilLine,
    variant: 'outline',
    className: 'border-dashed border-line-strong',
  },
  active: {
    label: msg({ message: 'Active', context: 'status of a proposal or an application' }),
    icon: CircleCheck,
    variant: 'success',
  },
  inactive: {
    label: msg({ message: 'Inactive', context: 'status of a proposal or an application' }),
    icon: CirclePause,
    variant: 'neutral',
    className: 'text-muted',
  },
  pending: {
    label: msg({ message: 'Pending', context: 'status of a proposal or an application' }),
    icon: Clock,
    variant: 'warning',
  },
  accepted: {
    label: msg({ message: 'Accepted', context: 'status of a proposal or an application' }),
    icon: CircleCheck,
    variant: 'success',
  },
  rejected: {
    label: msg({ message: 'Rejected', context: 'status of a proposal or an application' }),
    icon: CircleX,
    variant: 'danger',
  },
  // The admin's final word: solid green, set apart from the lighter "Accepted".
  approved: {
    label: msg({ message: 'Approved', context: 'status of a proposal or an application' }),
    icon: BadgeCheck,
    variant: 'success',
    className: 'bg-success-700 text-white',
  },
};

export type StatusBadgeProps = Omit<BadgeProps, 'variant' | 'children' | 'asChild'> & {
  status: Status;
};

/** A proposal's or an application's status, in its own colour with an icon. */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const { label, icon: Icon, variant, className: statusClassName } = statusStyles[status];
  return (
    <Badge
      data-slot="status-badge"
      data-status={status}
      variant={variant}
      className={cn(statusClassName, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      {i18n._(label)}
    </Badge>
  );
}
