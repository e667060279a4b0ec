import { useEffect, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first invalid control inside `root`
 * (`aria-invalid="true"`, in page order) or, when no field is invalid, to the form's alert: the
 * `alert` element, else the `[data-form-error]` element inside `root`. So keyboard and
 * screen-reader users land on what needs fixing.
 *
 * It runs when a NEW `fields` object or message arrives, so hold them in state (or pass a stable
 * empty value such as `NO_ERRORS`): editing never steals focus.
 */
export function useFocusOnFailure(
  root: RefObject<HTMLElement | null>,
  fields: object | null | undefined,
  message: string | null | undefined,
  alert?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = root.current;
    if (!element || (!(fields && Object.keys(fields).length > 0) && !message)) return;
    const invalid = element.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (message)
      (alert ? alert.current : element.querySelector<HTMLElement>('[data-form-error]'))?.focus();
  }, [root, fields, message, alert]);
}
