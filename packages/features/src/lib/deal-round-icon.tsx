import type { LucideIcon } from 'lucide-react';

/** A decorative icon in a round tinted disc, heading a notice (a deal not found, an empty chat). */
export function RoundIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
    >
      <Icon className="size-6" />
    </span>
  );
}
