import { LOCALE_NAMES, localeCookie, type Locale } from '@colla/i18n/locales';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@colla/ui/lib/cn';
import { localeAlternates } from './paths';

export interface LanguageSwitcherProps {
  /** The current path, in any language: each link goes to this page in its language. */
  pathname: string;
  /** The current language (marked `aria-current`). */
  locale: Locale;
  /** `short` shows EN / CA / ES (each still named in itself for screen readers). */
  size?: 'short' | 'full';
  /** Classes of every link; the current one is marked by `aria-current="true"`. */
  linkClassName?: string;
  className?: string;
}

/** Remembers a chosen language for a year (the server reads it on a first visit to `/`). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/**
 * The same page in English, Català and Español, each named in itself. A click remembers the
 * language (`colla_locale`); on pages whose switcher is not hydrated, the site's start-up code
 * does it for every `[data-slot="language-link"]`.
 */
export function LanguageSwitcher({
  pathname,
  locale,
  size = 'full',
  linkClassName,
  className,
}: LanguageSwitcherProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Language`} data-slot="language-switcher" className={cn('flex', className)}>
      {localeAlternates(pathname).map(({ locale: language, href }) => (
        <li key={language}>
          <a
            href={href}
            lang={language}
            hrefLang={language}
            data-slot="language-link"
            aria-current={language === locale ? 'true' : undefined}
            onClick={() => rememberLocale(language)}
            className={linkClassName}
          >
            {size === 'short' ? (
              <>
                <span aria-hidden="true">{language.toUpperCase()}</span>
                <span className="sr-only">{LOCALE_NAMES[language]}</span>
              </>
            ) : (
              LOCALE_NAMES[language]
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
