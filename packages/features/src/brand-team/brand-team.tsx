import {
  listBrandManagersOptions,
  listBrandOptionsOptions,
  useInviteBrandManagerMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toFormFailure } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import { BrandTeamView } from './brand-team-view';

/**
 * The brand area's Team: the brand the user manages (the first, by name), its managers and
 * open invitations, and `inviteBrandManager` to invite a colleague.
 */
export function BrandTeamScreen() {
  const { t } = useLingui();
  const brands = useQuery(listBrandOptionsOptions());
  const brand = brands.data?.data[0];
  const team = useQuery({
    ...listBrandManagersOptions({ id: brand?.id ?? 0 }),
    enabled: brand !== undefined,
  });
  const invite = useInviteBrandManagerMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const state =
    brands.isSuccess && !brand
      ? ({ status: 'forbidden' } as const)
      : brands.isError
        ? toViewState(brands)
        : toViewState(team);
  const data =
    state.status === 'success' && brand
      ? { ...state, data: { brandName: brand.name, team: state.data } }
      : state;

  return (
    <BrandTeamView
      state={data as Parameters<typeof BrandTeamView>[0]['state']}
      email={email}
      onEmailChange={setEmail}
      inviting={invite.isPending}
      emailError={emailError}
      notice={notice}
      onInvite={() => {
        if (!brand) return;
        setEmailError(null);
        setNotice(null);
        invite.mutate(
          { id: brand.id, body: { email: email.trim() } },
          {
            onSuccess: (invitation) => {
              const to = invitation.email;
              setNotice(t`Invitation sent to ${to}.`);
              setEmail('');
            },
            onError: (error) => {
              const form = toFormFailure(error, ['email']);
              setEmailError(form.fields.email ?? form.message);
            },
          },
        );
      }}
    />
  );
}
