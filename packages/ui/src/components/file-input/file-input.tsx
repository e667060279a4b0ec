import { cva } from 'class-variance-authority';
import { ImagePlus, Trash2 } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type Ref,
} from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { formatAlternatives, formatBytes } from '../../lib/format';
import { Button } from '../button/button';

export { formatBytes };

export const DEFAULT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

// Browsers treat jpg and jpeg alike when matching `accept`.
const normalize = (text: string) => text.toLowerCase().replace(/(\.|\/)jpg\b/g, '$1jpeg');

/** Whether `file` is an image that `accept` (e.g. "image/png,.webp,image/*") allows. */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const type = normalize(file.type);
  if (!type.startsWith('image/')) return false;
  const tokens = normalize(accept)
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.some((token) => {
    if (token.startsWith('.')) return normalize(file.name).endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const FORMAT_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
};

/** "PNG, JPG or WebP" for an `accept` list; "image" for wildcards. */
export function describeAccept(accept: string): string {
  const names = [
    ...new Set(
      normalize(accept)
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean)
        .map((token) =>
          token.endsWith('/*')
            ? t`image`
            : (FORMAT_NAMES[token] ??
              (token.startsWith('.')
                ? token.slice(1).toUpperCase().replace('JPEG', 'JPG')
                : token)),
        ),
    ),
  ];
  if (names.length === 0) return t`image`;
  return formatAlternatives(names);
}

/** Why a picked file can't be used, in a sentence, or null when it is fine. */
export function checkImageFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept = DEFAULT_IMAGE_ACCEPT, maxBytes }: { accept?: string; maxBytes?: number } = {},
): string | null {
  if (!matchesAccept(file, accept)) {
    const fileName = file.name;
    const formats = describeAccept(accept);
    return t`“${fileName}” isn’t an image we can use. Choose a ${formats} file.`;
  }
  if (maxBytes !== undefined && file.size > maxBytes) {
    const fileName = file.name;
    const size = formatBytes(file.size);
    const limit = formatBytes(maxBytes);
    return t`“${fileName}” is ${size}; images can be up to ${limit}.`;
  }
  return null;
}

const dropzoneVariants = cva(
  [
    'grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-2xl border-2 border-dashed bg-surface p-3 sm:grid-cols-[auto_1fr_auto]',
    'transition-colors',
  ],
  {
    variants: {
      state: {
        idle: 'border-line-strong',
        dragging: 'border-primary-600 bg-primary-50',
        invalid: 'border-danger-700',
        disabled: 'cursor-not-allowed border-line bg-neutral-100',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export interface FileInputProps {
  /** The id of the "Choose image" button, so a Field's label points at it. */
  id?: string;
  /** The hidden file input's name, for plain HTML forms. */
  name?: string;
  /** Allowed types, as in `<input accept>`; images only. */
  accept?: string;
  /** The largest file allowed, in bytes. */
  maxBytes?: number;
  /** The URL of the image already saved, shown until a new one is picked. */
  value?: string | null;
  /** Called with a picked or dropped file that passed the checks. */
  onChange?: (file: File) => void;
  /** Called when the person removes the image. */
  onRemove?: () => void;
  /** Called, instead of onChange, with the message shown for a file that failed the checks. */
  onReject?: (message: string, file: File) => void;
  /** Upload progress, 0–100: shows a progress bar. */
  progress?: number;
  /** An error from outside, e.g. the upload failed; shown in the message slot. */
  error?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * An image picker: a "Choose image" button (the file input itself stays hidden) or drag and
 * drop; a preview from an object URL (revoked when replaced, removed or unmounted); Remove; an
 * upload progress bar; and a clear message, without calling onChange, for a non-image or a file
 * over `maxBytes`.
 */
export function FileInput({
  id,
  name,
  accept = DEFAULT_IMAGE_ACCEPT,
  maxBytes,
  value,
  onChange,
  onRemove,
  onReject,
  progress,
  error,
  disabled = false,
  invalid = false,
  className,
  ref,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
}: FileInputProps) {
  const { t } = useLingui();
  const formats = describeAccept(accept);
  const limit = maxBytes === undefined ? '' : formatBytes(maxBytes);
  const generatedId = useId();
  const buttonId = id ?? `${generatedId}-button`;
  const buttonTextId = `${generatedId}-button-text`;
  const detailsId = `${generatedId}-details`;
  const messageId = `${generatedId}-message`;
  const progressLabelId = `${generatedId}-progress`;

  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const objectUrl = useRef<string | null>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // The preview's object URL lives until it is replaced, removed or the component unmounts.
  useEffect(() => {
    const urls = objectUrl;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  function releasePreview() {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }

  /** Checks the file; shows why it can't be used, or previews it and reports it. */
  function take(file: File): boolean {
    const problem = checkImageFile(file, { accept, maxBytes });
    if (problem) {
      setRejection(problem);
      onReject?.(problem, file);
      return false;
    }
    releasePreview();
    const url = URL.createObjectURL(file);
    objectUrl.current = url;
    setPicked({ file, url });
    setRejection(null);
    onChange?.(file);
    return true;
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // A rejected file leaves the input empty (for plain forms, and so it can be picked again).
    if (file && !take(file)) event.target.value = '';
  }

  function handleRemove() {
    releasePreview();
    if (inputRef.current) inputRef.current.value = '';
    setPicked(null);
    setRejection(null);
    onRemove?.();
    // The Remove button disappears: keep the keyboard where it was, on the picker button.
    buttonRef.current?.focus();
  }

  const uploading = progress !== undefined;
  const blocked = disabled || uploading;

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (blocked || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (blocked) return;
    const files = event.dataTransfer.files;
    const file = files[0];
    // A plain HTML form submits the hidden input: give it the dropped file too.
    if (file && take(file) && inputRef.current && files.length === 1) {
      inputRef.current.files = files;
    }
  }

  const src = picked?.url ?? value ?? null;
  const percent = Math.round(Math.min(100, Math.max(0, progress ?? 0)));
  const message = rejection ?? error ?? null;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true' || Boolean(message);
  const state = disabled ? 'disabled' : dragging ? 'dragging' : isInvalid ? 'invalid' : 'idle';
  const fileName = picked?.file.name;

  return (
    <div
      data-slot="file-input"
      data-state={state}
      data-invalid={isInvalid || undefined}
      className={cn('grid gap-1.5', className)}
    >
      <div
        data-slot="file-input-dropzone"
        className={dropzoneVariants({ state })}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-xl bg-neutral-100 text-muted">
          {src ? (
            <img
              src={src}
              alt={fileName ? t`Preview of ${fileName}` : t`Current image`}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-7" />
          )}
        </div>

        <div className="grid min-w-0 gap-1 text-sm">
          <p className="truncate font-semibold text-ink">
            {fileName ?? (src ? t`Current image` : t`No image yet`)}
          </p>
          <div className="min-h-5">
            {uploading ? (
              <div className="flex items-center gap-2">
                <span id={progressLabelId} className="sr-only">
                  {fileName ? t`Uploading ${fileName}` : t`Uploading image`}
                </span>
                <div
                  role="progressbar"
                  aria-labelledby={progressLabelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
                >
                  <div
                    className="h-full rounded-full bg-primary-600 transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <span aria-hidden="true" className="w-10 text-end text-muted tabular-nums">
                  {percent}%
                </span>
              </div>
            ) : (
              <p id={detailsId} className="text-muted">
                {picked
                  ? formatBytes(picked.file.size)
                  : maxBytes
                    ? t`${formats}, up to ${limit}. Or drag it here.`
                    : t`${formats}. Or drag it here.`}
              </p>
            )}
          </div>
        </div>

        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
          <Button
            ref={(node) => {
              buttonRef.current = node;
              setRef(ref, node);
            }}
            id={buttonId}
            variant="outline"
            size="sm"
            disabled={blocked}
            aria-labelledby={labelledBy ? `${labelledBy} ${buttonTextId}` : undefined}
            aria-describedby={
              [describedBy, uploading ? null : detailsId, message ? messageId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onClick={() => inputRef.current?.click()}
          >
            <span id={buttonTextId}>{src ? t`Replace image` : t`Choose image`}</span>
          </Button>
          {src && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={handleRemove}
              className="text-danger-700 hover:bg-danger-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t`Remove image`}
            </Button>
          )}
        </div>
      </div>

      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        disabled={blocked}
        hidden
        onChange={handleInputChange}
      />

      <div data-slot="file-input-message" aria-live="polite" className="min-h-5 text-sm">
        {message && (
          <p id={messageId} className="text-danger-700">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
