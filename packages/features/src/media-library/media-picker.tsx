import { Trans } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { Film, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';

/**
 * A hidden file input (several files, of `accept`) described by the hint at `hintId`, shown as
 * its label (`MediaPickerLabel`). `take` passes what was picked or dropped on to `onFiles`, then
 * the input is made afresh, so picking the same file again still uploads it.
 */
export function useMediaPicker(accept: string, onFiles: (files: File[]) => void) {
  const inputId = useId();
  const hintId = useId();
  const [pickerKey, setPickerKey] = useState(0);

  function take(files: FileList | null) {
    const picked = files ? Array.from(files) : [];
    if (picked.length > 0) onFiles(picked);
    setPickerKey((key) => key + 1);
  }

  const input = (
    <input
      key={pickerKey}
      id={inputId}
      type="file"
      multiple
      accept={accept}
      aria-describedby={hintId}
      className="peer sr-only"
      onChange={(event) => take(event.target.files)}
    />
  );
  return { inputId, hintId, take, input };
}

const PICKER_STYLES = {
  /** The media library's main action. */
  solid: {
    label: 'bg-primary-700 font-medium text-white hover:bg-primary-800',
    icon: 'size-5',
    hint: 'text-sm text-muted',
  },
  /** A deal's upload, beside its other content. */
  outline: {
    label:
      'border border-current text-sm font-semibold text-primary-700 hover:bg-primary-50 sm:min-h-10',
    icon: 'size-4',
    hint: 'text-xs text-muted',
  },
} as const;

/**
 * The picker (`useMediaPicker`): its hidden input, its label (a 44 px target with an upload icon
 * that shows the input's focus) and, as `children`, the hint that describes it.
 */
export function MediaPickerButton({
  picker,
  variant,
  label,
  children,
}: {
  picker: Pick<ReturnType<typeof useMediaPicker>, 'input' | 'inputId' | 'hintId'>;
  variant: keyof typeof PICKER_STYLES;
  label: string;
  children: ReactNode;
}) {
  const styles = PICKER_STYLES[variant];
  return (
    <>
      {picker.input}
      <label
        htmlFor={picker.inputId}
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4',
          styles.label,
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
        )}
      >
        <Upload aria-hidden="true" className={styles.icon} />
        {label}
      </label>
      <p id={picker.hintId} className={styles.hint}>
        {children}
      </p>
    </>
  );
}

/**
 * A file's square preview: `preview` (its thumbnail or the image), or a film icon; videos are
 * marked "Video" in a corner.
 */
export function MediaThumbnail({
  item,
  preview,
  iconClassName,
}: {
  item: components['schemas']['Media'];
  preview: string | null;
  iconClassName: string;
}) {
  return (
    <>
      {preview ? (
        <img
          src={preview}
          alt=""
          loading="lazy"
          decoding="async"
          width={item.width ?? 400}
          height={item.height ?? 400}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-muted">
          <Film aria-hidden="true" className={iconClassName} />
        </span>
      )}
      {item.type === 'video' && (
        <span
          aria-hidden="true"
          className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-md bg-stone-900/80 px-2 py-0.5 text-xs font-medium text-white"
        >
          <Film aria-hidden="true" className="size-3.5" />
          <Trans>Video</Trans>
        </span>
      )}
    </>
  );
}
