import {
  getInvitationOptions,
  isApiError,
  useAcceptInvitationMutation,
  type components,
} from '@colla/api-client';
import { useLocaleChoice } from '@colla/i18n/provider';
import { isLocale } from '@colla/i18n/locales';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmationMismatch } from '../lib/password-confirmation';
import {
  failureMessage,
  fieldErrorsOf,
  toFormFailure,
  type FormFailure,
} from '../lib/form-failure';
import {
  AcceptInvitationView,
  InvitationCodeView,
  type AcceptInvitationLinks,
  type AcceptInvitationState,
  type AcceptInvitationValues,
} from './accept-invitation-view';

/** What accepting answers: a signed-in session. */
export type AcceptInvitationSession = components['schemas']['AuthResponse'];

export type AcceptInvitationScreenProps = AcceptInvitationLinks & {
  /** The `{token}` of `/accept-invitation/{token}`; without one the screen asks for it. */
  token?: string | null;
  /** The account was created and signed in: the app stores the session and navigates. */
  onSignedIn: (session: AcceptInvitationSession) => void;
  /** The person entered a code: the app navigates to `/accept-invitation/{token}`. */
  onTokenEntered: (token: string) => void;
};

const ACCEPT_FIELDS = ['first_name', 'last_name', 'password', 'password_confirmation'] as const;

/** The contract answers 404 for unknown, used and expired invitations (410 is read the same way). */
function isGone(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 410);
}

/**
 * `/accept-invitation/{token?}`. With a token it reads the invitation (`getInvitation`) and creates
 * the account (`acceptInvitation`), handing the signed-in session to
 * `onSignedIn`; without one it asks for the code and hands it to `onTokenEntered`.
 */
export function AcceptInvitationScreen({
  token,
  onSignedIn,
  onTokenEntered,
  ...links
}: AcceptInvitationScreenProps) {
  if (!token) return <InvitationCodeView {...links} onSubmit={onTokenEntered} />;
  // A new token is a new invitation: nothing typed for another one carries over.
  return <AcceptInvitation key={token} token={token} onSignedIn={onSignedIn} {...links} />;
}

function AcceptInvitation({
  token,
  onSignedIn,
  ...links
}: AcceptInvitationLinks & {
  token: string;
  onSignedIn: (session: AcceptInvitationSession) => void;
}) {
  const invitation = useQuery(getInvitationOptions({ token }));
  const accept = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [gone, setGone] = useState(false);
  const { choose } = useLocaleChoice();

  // The new account's language becomes the portal's (its catalog loads first), then the app goes on.
  const signIn = async (session: AcceptInvitationSession) => {
    const { locale } = session.user;
    if (isLocale(locale)) await choose(locale).catch(() => undefined);
    onSignedIn(session);
  };

  const submit = (values: AcceptInvitationValues) => {
    if (accept.isPending) return;
    const mismatch = confirmationMismatch(values);
    if (mismatch) {
      setFailure({ fields: { password_confirmation: mismatch }, message: null });
      return;
    }
    setFailure(null);
    setAccountExists(false);
    accept.mutate(
      { token, body: values },
      {
        onSuccess: (session) => void signIn(session),
        onError: (error) => {
          if (isGone(error)) {
            setGone(true);
            return;
          }
          // The invited email is not a field here: its error only explains a failure on its own.
          const next = toFormFailure(error, ACCEPT_FIELDS, { unplaced: 'drop' });
          if (next.message !== null && fieldErrorsOf(error, ['email']).fields.email) {
            // The invited email already has an account (someone accepted another invitation).
            setAccountExists(true);
            const email = invitation.data?.email;
            next.message = email
              ? t`An account with ${email} already exists.`
              : t`An account with this email already exists.`;
          }
          setFailure(next);
        },
      },
    );
  };

  let state: AcceptInvitationState;
  if (accept.isSuccess) state = { status: 'signed-in', firstName: accept.data.user.first_name };
  else if (gone || isGone(invitation.error)) state = { status: 'invalid' };
  // Once loaded, a failed background refresh keeps the form (and what was typed) on screen.
  else if (invitation.data)
    state = {
      status: 'ready',
      invitation: invitation.data,
      submitting: accept.isPending,
      failure,
      accountExists,
    };
  else if (invitation.isError)
    state = {
      status: 'error',
      message: failureMessage(invitation.error),
      onRetry: () => void invitation.refetch(),
      retrying: invitation.isFetching,
    };
  else state = { status: 'loading' };

  return <AcceptInvitationView {...links} state={state} onSubmit={submit} />;
}
