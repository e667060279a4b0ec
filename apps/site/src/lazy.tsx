import { lazy, type ComponentType } from 'react';

export const LAZY_LOAD_FAILED_MESSAGE = 'Component loading failed. Please refresh the page.';

function LoadFailed() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-32 text-center text-lg">
      {LAZY_LOAD_FAILED_MESSAGE}
    </div>
  );
}

/** A lazily loaded page that says so when its code cannot be loaded (spec §8). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => load().catch(() => ({ default: LoadFailed })));
}
