import { useLingui } from '@lingui/react/macro';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { closeButtonLook } from '../overlay';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the provider's default unless given. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere inside `ToastProvider`: `toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

export const toastVariants = cva(
  [
    'pointer-events-auto relative grid w-full grid-cols-[auto_1fr_auto] items-start gap-3 rounded-xl border border-l-4 bg-surface p-4 pr-2 text-ink shadow-lg',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    // Entrance by movement only (no fade, so text has full contrast at once); swipe to dismiss.
    'motion-safe:transition-[translate] motion-safe:starting:translate-y-4 sm:motion-safe:starting:translate-x-4 sm:motion-safe:starting:translate-y-0',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        success: 'border-line border-l-success-700 [&>svg]:text-success-700',
        error: 'border-line border-l-danger-700 [&>svg]:text-danger-700',
        info: 'border-line border-l-primary-600 [&>svg]:text-primary-700',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds before a toast closes by itself (paused while hovered or focused). */
  duration?: number;
  /** Names the notifications region: "Notifications (F8)". F8 moves focus to it. */
  label?: string;
}

/**
 * Holds the toasts of an app: wrap the app once, call `useToast()` anywhere inside. Toasts are
 * announced (errors assertively, the rest politely), close by themselves unless hovered or
 * focused, and close with their button, with Escape, or with a swipe.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label: givenLabel,
}: ToastProviderProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Notifications`;
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  // Toasts have no exit animation, so a closed toast can leave the list at once.
  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} label={t`Notification`} swipeDirection="right">
        {children}
        {toasts.map((item) => {
          const variant = item.variant ?? 'info';
          const Icon = icons[variant];
          return (
            <ToastPrimitive.Root
              key={item.id}
              data-slot="toast"
              data-variant={variant}
              // Errors interrupt (assertive); success and info wait their turn (polite).
              type={variant === 'error' ? 'foreground' : 'background'}
              duration={item.duration}
              onOpenChange={(open) => {
                if (!open) dismiss(item.id);
              }}
              className={toastVariants({ variant })}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5" />
              <div className="grid gap-1">
                <ToastPrimitive.Title className="text-sm font-semibold">
                  {item.title}
                </ToastPrimitive.Title>
                {item.description && (
                  <ToastPrimitive.Description className="text-sm text-muted">
                    {item.description}
                  </ToastPrimitive.Description>
                )}
              </div>
              <ToastPrimitive.Close
                aria-label={t`Close`}
                className={cn(closeButtonLook, '-my-1 sm:size-8')}
              >
                <X aria-hidden="true" className="size-4" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          label={`${label} ({hotkey})`}
          className={cn(
            'fixed inset-x-0 bottom-0 z-100 m-0 flex max-h-dvh list-none flex-col gap-3 p-4',
            'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
            'sm:inset-x-auto sm:right-0 sm:w-full sm:max-w-sm',
          )}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
