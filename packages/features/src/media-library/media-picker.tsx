import type { components } from '@colla/api-client';
import { Film } from 'lucide-react';
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

/** The picker's label, a 44 px target that shows the hidden input's focus. */
export function MediaPickerLabel({
  htmlFor,
  className,
  children,
}: {
  htmlFor: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4',
        className,
        'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
      )}
    >
      {children}
    </label>
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
          Video
        </span>
      )}
    </>
  );
}
