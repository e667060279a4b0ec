import { keys, useUpdateMeMutation } from '@colla/api-client';
import { isLocale, type Locale } from '@colla/i18n/locales';
import { useLocaleChoice } from '@colla/i18n/provider';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGE_SAVED_MESSAGE, LanguageSectionView } from './language-section-view';
import type { SettingsUser as User } from './settings-view';
import { useSectionForm } from './use-section-form';

export interface LanguageSectionProps {
  /** The signed-in user, as `getMe` answered. */
  user: User;
  /** Called with the saved user after the language changed. */
  onUserUpdated?: ((user: User) => void) | undefined;
}

/**
 * The account's language (`updateMe` with `locale`). Once saved, the portal switches to it
 * (`useLocaleChoice`, which also remembers it in this browser). A failed save keeps the choice
 * on screen, with the reason, and the portal's language as it was.
 */
export function LanguageSection({ user, onUserUpdated }: LanguageSectionProps) {
  const queryClient = useQueryClient();
  const { locale: active, choose } = useLocaleChoice();
  const [value, setValue] = useState<Locale>(() => (isLocale(user.locale) ? user.locale : active));
  const form = useSectionForm(['locale'] as const, LANGUAGE_SAVED_MESSAGE);
  const update = useUpdateMeMutation();

  async function saved(next: User) {
    queryClient.setQueryData(keys.Users.getMe(), next);
    onUserUpdated?.(next);
    const locale = isLocale(next.locale) ? next.locale : value;
    setValue(locale);
    // The confirmation is written in the language just chosen.
    await choose(locale).catch(() => undefined);
    form.succeeded();
  }

  function submit() {
    if (update.isPending || !form.passes({})) return;
    update.mutate(
      { body: { locale: value } },
      {
        onSuccess: (next) => void saved(next),
        onError: form.failed,
      },
    );
  }

  return (
    <LanguageSectionView
      value={value}
      onValueChange={(next) => {
        setValue(next);
        form.edited();
      }}
      // A message for `locale` has no field of its own: it shows above the form.
      formError={form.shown.errors.locale ?? form.shown.formError}
      saving={update.isPending}
      savedMessage={form.shown.savedMessage}
      onSubmit={submit}
    />
  );
}
