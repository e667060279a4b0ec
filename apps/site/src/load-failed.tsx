export const LAZY_LOAD_FAILED_MESSAGE = 'Component loading failed. Please refresh the page.';

/** Shown in place of a page whose code could not be loaded (spec §8). */
export function LoadFailed() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-32 text-center text-lg">
      {LAZY_LOAD_FAILED_MESSAGE}
    </div>
  );
}
