import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { ErrorState } from '@colla/ui/components/error-state';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Link } from '@colla/ui/components/link';
import { Spinner } from '@colla/ui/components/spinner';
import { NameFields, NewPasswordFields, formSubmit, useFailureFocus } from './account-form';
import {
  AccountAccessLayout,
  AccountPanel,
  AlreadyHaveAccount,
  FactRow,
  FormAlert,
} from './account-access-layout';
import type { FormFailure } from '../lib/form-failure';
import {
  formatMadridDate,
  invitationRole,
  invitationSummary,
  parseInvitationToken,
  type Invitation,
} from './invitation';

export const INVITATION_INVALID_MESSAGE = msg`This invitation link is unknown, has already been used, or has expired. Ask the person who invited you to send a new one.`;

export const INVITATION_CODE_MISSING = msg`Paste the invitation code or link from your email.`;
export const INVITATION_CODE_INVALID = msg`That isn’t an invitation code or link. Copy the link from your invitation email and paste it here.`;

export interface AcceptInvitationLinks {
  /** Where the Colla wordmark and "Go to the homepage" go. */
  homeHref: string;
  /** The sign-in page, for people who already have an account. */
  signInHref: string;
}

export interface AcceptInvitationValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

export type AcceptInvitationState =
  | { status: 'loading' }
  /** Unknown, used or expired (the contract answers 404 for all three). */
  | { status: 'invalid' }
  /** Loading the invitation failed for another reason (server error, no connection). */
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      status: 'ready';
      invitation: Invitation;
      submitting?: boolean;
      failure?: FormFailure | null;
      /** The invited email already has an account: the alert offers sign-in instead. */
      accountExists?: boolean;
    }
  /** The account was created and signed in; the app is taking the person to their area. */
  | { status: 'signed-in'; firstName: string };

export type AcceptInvitationViewProps = AcceptInvitationLinks & {
  state: AcceptInvitationState;
  onSubmit: (values: AcceptInvitationValues) => void;
};

/** `/accept-invitation/{token}`: what the invitation offers, and the form that creates the account. */
export function AcceptInvitationView({
  state,
  onSubmit,
  homeHref,
  signInHref,
}: AcceptInvitationViewProps) {
  const { t, i18n } = useLingui();
  return (
    <AccountAccessLayout homeHref={homeHref}>
      {state.status === 'loading' && (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner size="lg" label={t`Loading your invitation…`} showLabel className="text-base" />
        </div>
      )}
      {state.status === 'invalid' && (
        <AccountPanel title={t`This invitation can’t be used`}>
          <Alert variant="warning">
            <AlertTitle>
              <Trans>Invitation not found</Trans>
            </AlertTitle>
            <AlertDescription>{i18n._(INVITATION_INVALID_MESSAGE)}</AlertDescription>
          </Alert>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <Button asChild size="lg">
              <a href={homeHref}>
                <Trans>Go to the homepage</Trans>
              </a>
            </Button>
            <Link href={signInHref} className="min-h-11 items-center sm:min-h-0">
              <Trans>I already have an account</Trans>
            </Link>
          </div>
        </AccountPanel>
      )}
      {state.status === 'error' && (
        <AccountPanel title={t`Accept your invitation`}>
          <ErrorState
            heading={t`We couldn’t load your invitation`}
            headingLevel={2}
            message={state.message}
            onRetry={state.onRetry}
            retrying={state.retrying}
          />
        </AccountPanel>
      )}
      {state.status === 'signed-in' && <SignedIn firstName={state.firstName} />}
      {state.status === 'ready' && (
        <AcceptForm
          invitation={state.invitation}
          submitting={state.submitting ?? false}
          failure={state.failure ?? null}
          accountExists={state.accountExists ?? false}
          onSubmit={onSubmit}
          signInHref={signInHref}
        />
      )}
    </AccountAccessLayout>
  );
}

function SignedIn({ firstName }: { firstName: string }) {
  const { t } = useLingui();
  return (
    <AccountPanel focusTitle title={t`Welcome to Colla, ${firstName}!`}>
      <Spinner label={t`Your account is ready. Opening your dashboard…`} showLabel />
    </AccountPanel>
  );
}

function InvitationFact({ label, value }: { label: string; value: string }) {
  return (
    <FactRow label={label} className="sm:grid-cols-[7rem_1fr]">
      <dd className="font-medium break-all">{value}</dd>
    </FactRow>
  );
}

function AcceptForm({
  invitation,
  submitting,
  failure,
  accountExists,
  onSubmit,
  signInHref,
}: {
  invitation: Invitation;
  submitting: boolean;
  failure: FormFailure | null;
  accountExists: boolean;
  onSubmit: (values: AcceptInvitationValues) => void;
  signInHref: string;
}) {
  const [values, setValues] = useState<AcceptInvitationValues>({
    first_name: '',
    last_name: '',
    password: '',
    password_confirmation: '',
  });
  const { formRef, alertRef } = useFailureFocus(failure);
  const { t } = useLingui();

  const set = (field: keyof AcceptInvitationValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = formSubmit(submitting, () => onSubmit(values));

  const errors = failure?.fields ?? {};

  return (
    <AccountPanel
      title={t`Join Colla`}
      description={invitationSummary(invitation)}
      footer={<AlreadyHaveAccount signInHref={signInHref} />}
    >
      <dl className="grid gap-3 rounded-lg bg-stone-100 px-4 py-3 text-sm sm:gap-2">
        <InvitationFact label={t`Email`} value={invitation.email} />
        <InvitationFact label={t`Role`} value={invitationRole(invitation)} />
        <InvitationFact label={t`Valid until`} value={formatMadridDate(invitation.expires_at)} />
      </dl>

      <FormAlert
        alertRef={alertRef}
        message={
          failure?.message && (
            <>
              <p>{failure.message}</p>
              {accountExists && (
                <p>
                  <Link href={signInHref}>
                    <Trans>Sign in instead</Trans>
                  </Link>
                </p>
              )}
            </>
          )
        }
      />

      <form
        ref={formRef}
        onSubmit={submit}
        className="grid gap-4"
        aria-label={t`Create your account`}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <NameFields
          browserRequired
          values={values}
          errors={errors}
          onChange={set}
          maxLength={100}
          className="gap-4"
        />
        <NewPasswordFields browserRequired values={values} errors={errors} onChange={set} />
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          <Trans>Create account</Trans>
        </Button>
      </form>
    </AccountPanel>
  );
}

export type InvitationCodeViewProps = AcceptInvitationLinks & {
  /** Called with the token found in what the person pasted (a code or the whole link). */
  onSubmit: (token: string) => void;
};

/** `/accept-invitation` without a token: paste the code (or link) from the invitation email. */
export function InvitationCodeView({ onSubmit, homeHref, signInHref }: InvitationCodeViewProps) {
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { formRef } = useFailureFocus(failure);
  const { t, i18n } = useLingui();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = parseInvitationToken(value);
    if (token === null) {
      setFailure({
        fields: {
          code: i18n._(value.trim() === '' ? INVITATION_CODE_MISSING : INVITATION_CODE_INVALID),
        },
        message: null,
      });
      return;
    }
    setFailure(null);
    onSubmit(token);
  };

  return (
    <AccountAccessLayout homeHref={homeHref}>
      <AccountPanel
        title={t`Accept your invitation`}
        description={t`Someone at Colla invited you to join. Paste the invitation code, or the whole link, from the email they sent you.`}
        footer={<AlreadyHaveAccount signInHref={signInHref} />}
      >
        {/* The form validates itself, so an empty code gets a message under the field. */}
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          className="grid gap-4"
          aria-label={t`Enter your invitation code`}
        >
          <Field
            label={t`Invitation code`}
            hint={t`It’s the last part of the link, after /accept-invitation/.`}
            required
            error={failure?.fields.code}
          >
            <Input
              name="invitation_code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full">
            <Trans>Continue</Trans>
          </Button>
        </form>
      </AccountPanel>
    </AccountAccessLayout>
  );
}
