import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import {
  AccountAccessLayout,
  AccountPanel,
  BackToSignIn,
  FormAlert,
} from './account-access-layout';
import { EMAIL_INPUT, NewPasswordFields, formSubmit, useFailureFocus } from './account-form';
import type { FormFailure } from '../lib/form-failure';

/** How long a reset link works, in minutes, as the reset email says. */
export const RESET_LINK_MINUTES = 60;

const minutes = RESET_LINK_MINUTES;
export const RESET_LINK_INVALID_MESSAGE = msg`This password reset link is invalid or has expired. A link works once, for ${minutes} minutes.`;

export interface PasswordResetLinks {
  /** Where the Colla wordmark goes: the public home page. */
  homeHref: string;
  /** The sign-in page, offered after a reset and as a way back. */
  signInHref: string;
}

// ---------------------------------------------------------------------------------------------
// Request a link

export interface RequestResetLinkValues {
  email: string;
}

export type RequestResetLinkState =
  | {
      status: 'form';
      /** The request is in flight: the button shows a spinner and ignores presses. */
      submitting?: boolean;
      /** What the last failed request left to show. */
      failure?: FormFailure | null;
    }
  /** The request was accepted. Says the same whether or not the email has an account. */
  | { status: 'sent'; email: string };

export type RequestResetLinkViewProps = PasswordResetLinks & {
  state: RequestResetLinkState;
  /** The email the form starts with, e.g. from an expired link or the previous request. */
  defaultEmail?: string;
  /** Shown above the form, e.g. why the person is asked for a new link. */
  notice?: string | null;
  onSubmit: (values: RequestResetLinkValues) => void;
  /** From the confirmation, back to the form (with the email kept) to send another link. */
  onSendAnother: () => void;
};

/** `/password-reset` without a token: ask for the account's email and send a reset link. */
export function RequestResetLinkView({
  state,
  defaultEmail = '',
  notice,
  onSubmit,
  onSendAnother,
  homeHref,
  signInHref,
}: RequestResetLinkViewProps) {
  const { t } = useLingui();
  // Named for the translators: "If {sentTo} belongs to a Colla account…".
  const sentTo = state.status === 'sent' ? state.email : '';
  return (
    <AccountAccessLayout homeHref={homeHref}>
      {state.status === 'sent' ? (
        <AccountPanel
          focusTitle
          title={t`Check your email`}
          description={
            <Trans>
              If <strong className="font-semibold text-ink">{sentTo}</strong> belongs to a Colla
              account, we have sent it a link to choose a new password. The link works once, for{' '}
              {minutes} minutes.
            </Trans>
          }
          footer={<BackToSignIn signInHref={signInHref} />}
        >
          <div className="grid gap-3 text-sm">
            <p className="text-muted">
              <Trans>
                Nothing after a few minutes? Check your spam folder, or make sure you typed the
                email you use for Colla.
              </Trans>
            </p>
            <Button variant="outline" className="justify-self-start" onClick={onSendAnother}>
              <Trans>Send another link</Trans>
            </Button>
          </div>
        </AccountPanel>
      ) : (
        <RequestForm
          submitting={state.submitting ?? false}
          failure={state.failure ?? null}
          defaultEmail={defaultEmail}
          notice={notice}
          onSubmit={onSubmit}
          signInHref={signInHref}
        />
      )}
    </AccountAccessLayout>
  );
}

function RequestForm({
  submitting,
  failure,
  defaultEmail,
  notice,
  onSubmit,
  signInHref,
}: {
  submitting: boolean;
  failure: FormFailure | null;
  defaultEmail: string;
  notice: string | null | undefined;
  onSubmit: (values: RequestResetLinkValues) => void;
  signInHref: string;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const { formRef, alertRef } = useFailureFocus(failure);
  const { t } = useLingui();

  const submit = formSubmit(submitting, () => onSubmit({ email: email.trim() }));

  return (
    <AccountPanel
      title={t`Reset your password`}
      description={t`Enter the email you use for Colla and we’ll send you a link to choose a new password.`}
      footer={<BackToSignIn signInHref={signInHref} />}
    >
      {notice && (
        <Alert variant="warning">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      )}
      <FormAlert message={failure?.message} alertRef={alertRef} />
      <form
        ref={formRef}
        onSubmit={submit}
        className="grid gap-4"
        aria-label={t`Request a reset link`}
      >
        <Field label={t`Email`} required error={failure?.fields.email}>
          <Input
            {...EMAIL_INPUT}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          <Trans>Send reset link</Trans>
        </Button>
      </form>
    </AccountPanel>
  );
}

// ---------------------------------------------------------------------------------------------
// Set a new password

export interface SetNewPasswordValues {
  password: string;
  password_confirmation: string;
}

export type SetNewPasswordState =
  | { status: 'form'; submitting?: boolean; failure?: FormFailure | null }
  /** The password was changed (and every session of the account signed out). */
  | { status: 'done' }
  /** The link's token is unknown, used or expired, or the link is incomplete. */
  | { status: 'invalid-link' };

export type SetNewPasswordViewProps = PasswordResetLinks & {
  state: SetNewPasswordState;
  /** The account's email, from the link; shown read-only so password managers file it right. */
  email: string;
  onSubmit: (values: SetNewPasswordValues) => void;
  /** From an invalid link, on to the request form to get a new one. */
  onRequestNewLink: () => void;
};

/** `/password-reset?token=…&email=…`: choose a new password with the emailed link. */
export function SetNewPasswordView({
  state,
  email,
  onSubmit,
  onRequestNewLink,
  homeHref,
  signInHref,
}: SetNewPasswordViewProps) {
  const { t, i18n } = useLingui();
  return (
    <AccountAccessLayout homeHref={homeHref}>
      {state.status === 'done' && (
        <AccountPanel
          focusTitle
          title={t`Your password has been reset`}
          description={t`Sign in with your new password. For your safety, we have signed you out of Colla on every other device.`}
        >
          <Button asChild size="lg" className="w-full">
            <a href={signInHref}>
              <Trans>Sign in</Trans>
            </a>
          </Button>
        </AccountPanel>
      )}
      {state.status === 'invalid-link' && (
        <AccountPanel
          focusTitle
          title={t`This link can’t be used`}
          footer={<BackToSignIn signInHref={signInHref} />}
        >
          <Alert variant="warning">
            <AlertTitle>
              <Trans>Reset link expired</Trans>
            </AlertTitle>
            <AlertDescription>{i18n._(RESET_LINK_INVALID_MESSAGE)}</AlertDescription>
          </Alert>
          <p className="text-sm text-muted">
            <Trans>Request a new link and we’ll email it to you. Only the newest link works.</Trans>
          </p>
          <Button size="lg" className="w-full" onClick={onRequestNewLink}>
            <Trans>Request a new link</Trans>
          </Button>
        </AccountPanel>
      )}
      {state.status === 'form' && (
        <SetPasswordForm
          email={email}
          submitting={state.submitting ?? false}
          failure={state.failure ?? null}
          onSubmit={onSubmit}
          signInHref={signInHref}
        />
      )}
    </AccountAccessLayout>
  );
}

function SetPasswordForm({
  email,
  submitting,
  failure,
  onSubmit,
  signInHref,
}: {
  email: string;
  submitting: boolean;
  failure: FormFailure | null;
  onSubmit: (values: SetNewPasswordValues) => void;
  signInHref: string;
}) {
  const [values, setValues] = useState<SetNewPasswordValues>({
    password: '',
    password_confirmation: '',
  });
  const { formRef, alertRef } = useFailureFocus(failure);
  const { t } = useLingui();

  const submit = formSubmit(submitting, () => onSubmit(values));

  return (
    <AccountPanel
      title={t`Choose a new password`}
      description={t`Pick a password you don’t use anywhere else. A short sentence is easy to remember and hard to guess.`}
      footer={<BackToSignIn signInHref={signInHref} />}
    >
      <FormAlert message={failure?.message} alertRef={alertRef} />
      <form
        ref={formRef}
        onSubmit={submit}
        className="grid gap-4"
        aria-label={t`Set a new password`}
      >
        <Field label={t`Email`}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            readOnly
            className="bg-stone-100"
          />
        </Field>
        <NewPasswordFields
          changing
          browserRequired
          values={values}
          errors={failure?.fields}
          onChange={(field) => (event) => setValues({ ...values, [field]: event.target.value })}
        />
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          <Trans>Reset password</Trans>
        </Button>
      </form>
    </AccountPanel>
  );
}
