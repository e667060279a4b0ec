import { useForgotPasswordMutation, useResetPasswordMutation } from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { confirmationMismatch } from '../lib/password-confirmation';
import { fieldErrorsOf, hasErrors, toFormFailure, type FormFailure } from '../lib/form-failure';
import {
  RequestResetLinkView,
  SetNewPasswordView,
  type PasswordResetLinks,
  type RequestResetLinkValues,
  type SetNewPasswordValues,
} from './password-reset-view';

export type PasswordResetScreenProps = PasswordResetLinks & {
  /** The `token` query value of the emailed link (`/password-reset?token=…&email=…`), if any. */
  token?: string | null;
  /** The `email` query value of the emailed link, if any. */
  email?: string | null;
};

/** Fields of the set-password form that can carry an error; the rest mean a bad link. */
const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;
/** Fields of the emailed link: an error for one of them means the link is invalid or expired. */
const LINK_FIELDS = ['email', 'token'] as const;

/**
 * `/password-reset`. Without a token it asks for an email and calls `forgotPassword`; with the
 * emailed link's token and email it asks for a new password and calls `resetPassword`. An invalid or expired link leads back to the request form.
 */
export function PasswordResetScreen(props: PasswordResetScreenProps) {
  // Another link is another flow: nothing of the previous one carries over.
  return <PasswordResetFlow key={`${props.token ?? ''}|${props.email ?? ''}`} {...props} />;
}

function PasswordResetFlow({ token, email, homeHref, signInHref }: PasswordResetScreenProps) {
  const linkEmail = email?.trim() ?? '';
  const [mode, setMode] = useState<'request' | 'set'>(token ? 'set' : 'request');
  const { t } = useLingui();

  if (mode === 'set' && token) {
    return (
      <SetNewPassword
        token={token}
        email={linkEmail}
        homeHref={homeHref}
        signInHref={signInHref}
        onRequestNewLink={() => setMode('request')}
      />
    );
  }
  return (
    <RequestResetLink
      defaultEmail={linkEmail}
      notice={token ? t`Your reset link has expired. Enter your email for a new one.` : null}
      homeHref={homeHref}
      signInHref={signInHref}
    />
  );
}

function RequestResetLink({
  defaultEmail,
  notice,
  ...links
}: PasswordResetLinks & { defaultEmail: string; notice: string | null }) {
  const forgot = useForgotPasswordMutation();
  const [email, setEmail] = useState(defaultEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = ({ email: value }: RequestResetLinkValues) => {
    if (forgot.isPending) return;
    setEmail(value);
    setFailure(null);
    forgot.mutate(
      { body: { email: value } },
      {
        onSuccess: () => setSentTo(value),
        onError: (error) => setFailure(toFormFailure(error, ['email'])),
      },
    );
  };

  return (
    <RequestResetLinkView
      {...links}
      state={
        sentTo === null
          ? { status: 'form', submitting: forgot.isPending, failure }
          : { status: 'sent', email: sentTo }
      }
      defaultEmail={email}
      notice={sentTo === null && failure === null ? notice : null}
      onSubmit={submit}
      onSendAnother={() => {
        forgot.reset();
        setSentTo(null);
      }}
    />
  );
}

function SetNewPassword({
  token,
  email,
  onRequestNewLink,
  ...links
}: PasswordResetLinks & { token: string; email: string; onRequestNewLink: () => void }) {
  const reset = useResetPasswordMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(email === '');

  const submit = (values: SetNewPasswordValues) => {
    if (reset.isPending) return;
    const mismatch = confirmationMismatch(values);
    if (mismatch) {
      setFailure({ fields: { password_confirmation: mismatch }, message: null });
      return;
    }
    setFailure(null);
    reset.mutate(
      { body: { token, email, ...values } },
      {
        onError: (error) => {
          // The contract puts an unknown, used or expired token under `errors.email`.
          if (hasErrors(fieldErrorsOf(error, LINK_FIELDS).fields)) setLinkInvalid(true);
          else setFailure(toFormFailure(error, PASSWORD_FIELDS));
        },
      },
    );
  };

  return (
    <SetNewPasswordView
      {...links}
      email={email}
      state={
        linkInvalid
          ? { status: 'invalid-link' }
          : reset.isSuccess
            ? { status: 'done' }
            : { status: 'form', submitting: reset.isPending, failure }
      }
      onSubmit={submit}
      onRequestNewLink={onRequestNewLink}
    />
  );
}
