import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { slot } from '../slot';

export const alertVariants = cva(
  'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm text-ink data-[icon=none]:grid-cols-1',
  {
    variants: {
      variant: {
        info: 'border-primary-200 bg-primary-50 [&>svg]:text-primary-700',
        success: 'border-success-700/30 bg-success-50 [&>svg]:text-success-700',
        warning: 'border-warning-700/30 bg-warning-50 [&>svg]:text-warning-700',
        danger: 'border-danger-700/30 bg-danger-50 [&>svg]:text-danger-700',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
} satisfies Record<AlertVariant, unknown>;

export type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the variant's icon; `null` shows none. */
    icon?: ReactNode;
  };

/**
 * A message about the page or a task. Danger and warning alerts interrupt screen readers
 * (`role="alert"`); info and success wait politely (`role="status"`).
 */
export function Alert({ className, variant, icon, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      data-icon={icon === null ? 'none' : undefined}
      role={urgent ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon === undefined ? <Icon aria-hidden="true" className="mt-0.5 size-4" /> : icon}
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

export const AlertTitle = slot('alert-title', 'p', 'leading-5 font-semibold');

export const AlertDescription = slot(
  'alert-description',
  'div',
  'leading-5 text-ink [&_p]:leading-relaxed',
);
