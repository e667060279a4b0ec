import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

export const LAZY_LOAD_FAILED_MESSAGE = msg`Component loading failed. Please refresh the page.`;

/** Page code that fails to load: this is shown in place of the page (docs/decisions.md). */
export function LoadFailed() {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-32 text-center text-lg">
      {i18n._(LAZY_LOAD_FAILED_MESSAGE)}
    </div>
  );
}
