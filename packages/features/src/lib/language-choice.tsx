import { LOCALE_NAMES, LOCALES } from '@colla/i18n/locales';
import { useLocaleChoice } from '@colla/i18n/provider';
import { useLingui } from '@lingui/react/macro';
import { buttonVariants } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';

/**
 * The small language switcher of the screens before signing in (sign-in, register, password
 * reset, invitations): English, Català and Español, each named in itself. A press loads that
 * language, switches every message to it and remembers it in this browser; the chosen one is
 * pressed (`aria-pressed`). Registration then saves it to the new account.
 */
export function LanguageChoice({ className }: { className?: string }) {
  const { t } = useLingui();
  const { locale, choose } = useLocaleChoice();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      data-slot="language-choice"
      className={cn('flex flex-wrap items-center gap-0.5', className)}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          // A catalog that cannot load leaves the language as it was.
          onClick={() => void choose(option).catch(() => undefined)}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            'px-2 font-medium text-muted aria-pressed:font-semibold aria-pressed:text-primary-700',
          )}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
