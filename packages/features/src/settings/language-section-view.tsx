import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@colla/i18n/locales';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '@colla/ui/components/button';
import { RadioGroup, RadioGroupItem } from '@colla/ui/components/radio-group';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import { formSubmit } from '../account-access/account-form';
import { NO_ERRORS } from '../lib/form-failure';
import { FormError, SaveStatus, SettingsCard } from './settings-card';

/** Shown (in the newly chosen language) once the account's language is saved. */
export const LANGUAGE_SAVED_MESSAGE = msg`Your language was saved.`;

export interface LanguageSectionViewProps {
  /** The language picked in the form (the account's until the person picks another). */
  value: Locale;
  onValueChange: (locale: Locale) => void;
  /** A message above the form when saving failed; focus moves to it. */
  formError?: string | undefined;
  saving?: boolean;
  /** Shown after a successful save, e.g. LANGUAGE_SAVED_MESSAGE. */
  savedMessage?: string | undefined;
  onSubmit: () => void;
}

/**
 * The account's language: English, Català or Español, each named in itself. Saved to the account
 * (`updateMe`), so Colla's screens, notifications and emails use it.
 */
export function LanguageSectionView({
  value,
  onValueChange,
  formError,
  saving = false,
  savedMessage,
  onSubmit,
}: LanguageSectionViewProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFailure(form, NO_ERRORS, formError);
  const { t } = useLingui();

  return (
    <SettingsCard
      title={t`Language`}
      description={t`The language of Colla’s screens, notifications and emails for your account.`}
    >
      <form
        ref={form}
        noValidate
        onSubmit={formSubmit(saving, onSubmit)}
        aria-label={t`Language`}
        className="grid gap-4"
      >
        <FormError message={formError} />
        <RadioGroup
          name="locale"
          aria-label={t`Language`}
          value={value}
          onValueChange={(next) => {
            if (isLocale(next)) onValueChange(next);
          }}
        >
          {LOCALES.map((locale) => (
            <RadioGroupItem
              key={locale}
              value={locale}
              label={<span lang={locale}>{LOCALE_NAMES[locale]}</span>}
            />
          ))}
        </RadioGroup>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            <Trans>Save language</Trans>
          </Button>
        </div>
        <SaveStatus message={savedMessage} />
      </form>
    </SettingsCard>
  );
}
