export const LAZY_LOAD_FAILED_MESSAGE = 'Component loading failed. Please refresh the page.';

/** Page code that fails to load: this is shown in place of the page (docs/decisions.md). */
export function LoadFailed() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-32 text-center text-lg">
      {LAZY_LOAD_FAILED_MESSAGE}
    </div>
  );
}
