import { AUTH_KEYS } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '@colla/ui/components/badge';
import { Button } from '@colla/ui/components/button';
import { AccountAccessLayout, AccountPanel, FactRow } from './account-access-layout';
import {
  describeDebugAuth,
  maskToken,
  prettyJson,
  storedUserName,
  type DebugAuthValues,
} from './debug-auth';

export type DebugAuthViewProps = DebugAuthValues & {
  /** Where the Colla wordmark goes. */
  homeHref: string;
  /** Removes every stored auth value; without it there is no "Clear stored session" button. */
  onClear?: () => void;
};

const USER_TYPE_LABELS = { brand: msg`Brand`, creator: msg`Creator`, admin: msg`Admin` } as const;

function NotSet() {
  return (
    <span className="text-muted italic">
      <Trans>Not set</Trans>
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactRow label={label} className="sm:grid-cols-[10rem_1fr]">
      <dd className="font-medium">{children}</dd>
    </FactRow>
  );
}

function StoredToken({ token }: { token: string | null }) {
  if (token === null) return <NotSet />;
  const length = token.length;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <code className="font-mono text-sm">{maskToken(token)}</code>
      <span className="text-sm text-muted">
        <Trans>({length} characters, masked)</Trans>
      </span>
    </span>
  );
}

function StoredJson({ raw, label }: { raw: string | null; label: string }) {
  if (raw === null) return <NotSet />;
  const json = prettyJson(raw);
  return (
    <div className="grid gap-1">
      {!json.valid && (
        <p className="text-sm text-danger-700">
          <Trans>Not valid JSON: the app ignores this value.</Trans>
        </p>
      )}
      {/* Focusable, so keyboard users can scroll long lines. */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-72 overflow-auto rounded-lg bg-stone-100 p-3 font-mono text-xs leading-relaxed text-ink focus-visible:focus-ring"
      >
        {json.text}
      </pre>
    </div>
  );
}

function StoredText({ value }: { value: string | null }) {
  return value === null ? <NotSet /> : <code className="font-mono text-sm">{value}</code>;
}

/** What the app keeps in the browser, in the order the page lists it, and how each shows. */
const STORED_VALUES = [
  [AUTH_KEYS.token, 'localStorage', 'localToken', 'token'],
  [AUTH_KEYS.token, 'sessionStorage', 'sessionToken', 'token'],
  [AUTH_KEYS.user, 'localStorage', 'authUser', 'json'],
  [AUTH_KEYS.type, 'localStorage', 'userType', 'text'],
  [AUTH_KEYS.impersonating, 'localStorage', 'isImpersonating', 'text'],
  [AUTH_KEYS.originalUser, 'localStorage', 'originalUser', 'json'],
] as const;

function StoredValue({
  name,
  storage,
  children,
}: {
  name: string;
  storage: 'localStorage' | 'sessionStorage';
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="flex flex-wrap items-baseline gap-2 self-start">
        <code className="font-mono text-sm font-semibold">{name}</code>
        <span className="text-xs text-muted">{storage}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * `/debug-auth`, the debug page: whether this browser is signed in, as whom and whether
 * impersonating, and every stored auth value. The token only ever shows its first 8 characters
 * (docs/decisions.md).
 */
export function DebugAuthView({ homeHref, onClear, ...values }: DebugAuthViewProps) {
  const state = describeDebugAuth(values);
  const userName = storedUserName(values.authUser);
  const originalName = storedUserName(values.originalUser);
  const { t, i18n } = useLingui();

  return (
    <AccountAccessLayout homeHref={homeHref} wide>
      <AccountPanel
        title={t`Auth debug`}
        description={t`What this browser has stored for signing in to Colla. Tokens are masked.`}
      >
        <section aria-labelledby="debug-auth-state" className="grid gap-3">
          <h2 id="debug-auth-state" className="text-lg font-semibold">
            <Trans>Auth state</Trans>
          </h2>
          <dl className="grid gap-3 text-sm sm:gap-2">
            <Fact label={t`Signed in`}>
              {state.signedIn ? (
                <Badge variant="success">
                  <Trans>Signed in</Trans>
                </Badge>
              ) : (
                <Badge variant="neutral">
                  <Trans>Signed out</Trans>
                </Badge>
              )}
            </Fact>
            <Fact label={t`User`}>{userName ?? <NotSet />}</Fact>
            <Fact label={t`User type`}>
              {state.userType ? i18n._(USER_TYPE_LABELS[state.userType]) : <NotSet />}
            </Fact>
            <Fact label={t`Impersonating`}>
              {state.impersonating ? (
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant="warning">
                    <Trans>Impersonating</Trans>
                  </Badge>
                  {originalName && (
                    <span>
                      <Trans>Original user: {originalName}</Trans>
                    </span>
                  )}
                </span>
              ) : (
                t`No`
              )}
            </Fact>
            {state.tokensMatch !== null && (
              <Fact label={t`Token copies`}>
                {state.tokensMatch
                  ? t`The same in localStorage and sessionStorage`
                  : t`Different in localStorage and sessionStorage`}
              </Fact>
            )}
          </dl>
        </section>

        <section aria-labelledby="debug-auth-stored" className="grid gap-3">
          <h2 id="debug-auth-stored" className="text-lg font-semibold">
            <Trans>Stored values</Trans>
          </h2>
          <dl className="grid gap-3">
            {STORED_VALUES.map(([name, storage, key, kind]) => (
              <StoredValue key={`${storage} ${name}`} name={name} storage={storage}>
                {kind === 'token' && <StoredToken token={values[key]} />}
                {kind === 'json' && <StoredJson raw={values[key]} label={t`${name} JSON`} />}
                {kind === 'text' && <StoredText value={values[key]} />}
              </StoredValue>
            ))}
          </dl>
        </section>

        {onClear && (
          <div className="grid gap-2 border-t border-line pt-4">
            <Button variant="outline" className="justify-self-start" onClick={onClear}>
              <Trans>Clear stored session</Trans>
            </Button>
            <p className="text-sm text-muted">
              <Trans>
                Removes the token, the user and the impersonation values from this browser. It does
                not sign the token out on the server.
              </Trans>
            </p>
          </div>
        )}
      </AccountPanel>
    </AccountAccessLayout>
  );
}
