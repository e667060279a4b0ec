import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Spinner } from '@colla/ui/components/spinner';
import { cn } from '@colla/ui/lib/cn';
import { PageHeader } from '@colla/ui/patterns/page-header';

export type SettingsUser = components['schemas']['User'];
export type SettingsUserType = components['schemas']['UserType'];

export const SETTINGS_LOAD_ERROR_HEADING = msg`We couldn’t load your settings`;

const DESCRIPTIONS: Record<SettingsUserType, MessageDescriptor> = {
  brand: msg`Your name, email, photo and password.`,
  creator: msg`Your name, email, photo and password, and the creator profile brands see.`,
  admin: msg`Your name, email, photo and password.`,
};

export type SettingsViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      status: 'ready';
      userType: SettingsUserType;
      /**
       * The sections, in order: profile, language, password, then (creators) the creator
       * profile, its portfolio and the collaborations it shows.
       */
      profile: ReactNode;
      language?: ReactNode;
      password: ReactNode;
      creatorProfile?: ReactNode;
      portfolio?: ReactNode;
      collaborations?: ReactNode;
    };

export interface SettingsViewProps {
  state: SettingsViewState;
}

function LoadingSections() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className="grid gap-6">
      <Spinner label={t`Loading your settings…`} showLabel />
      {[0, 1].map((card) => (
        <div key={card} className="grid gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="w-2/3" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}

/** The sections that keep the page's usual width when the creator profile is wider. */
const narrow = 'grid w-full max-w-3xl gap-6';

/**
 * The Settings page body for every role (navigation by user type: brand, creator and admin
 * `settings`).
 */
export function SettingsView({ state }: SettingsViewProps) {
  const { t, i18n } = useLingui();
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingSections />;
  else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={i18n._(SETTINGS_LOAD_ERROR_HEADING)}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying ?? false}
      />
    );
  } else {
    // On a wide screen the creator profile is wider than the rest: its preview stands beside it.
    body = (
      <div className="grid gap-6">
        <div className={narrow}>
          {state.profile}
          {state.language}
          {state.password}
        </div>
        {state.creatorProfile}
        {state.portfolio && <div className={narrow}>{state.portfolio}</div>}
        {state.collaborations && <div className={narrow}>{state.collaborations}</div>}
      </div>
    );
  }
  const wide = state.status === 'ready' && Boolean(state.creatorProfile);

  return (
    <div
      data-slot="settings"
      className={cn('mx-auto grid w-full max-w-3xl gap-6', wide && 'xl:max-w-6xl')}
    >
      <PageHeader
        title={t`Settings`}
        description={state.status === 'ready' ? i18n._(DESCRIPTIONS[state.userType]) : undefined}
      />
      {body}
    </div>
  );
}
