import {
  getCreatorProfileOptions,
  getMyCreatorProfileOptions,
  keys,
  useUpdateMyCollaborationVisibilityMutation,
  type components,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import {
  CollaborationsSectionView,
  STILL_HIDDEN_MESSAGE,
  STILL_SHOWN_MESSAGE,
} from './creator-profile-section-collaborations-view';

type CreatorPublicProfile = components['schemas']['CreatorPublicProfile'];

/** The profile with one collaboration's `hidden` set. */
function withHidden(
  profile: CreatorPublicProfile | undefined,
  id: number,
  hidden: boolean,
): CreatorPublicProfile | undefined {
  if (!profile) return profile;
  const collaborations = profile.record.collaborations.map((collaboration) =>
    collaboration.id === id ? { ...collaboration, hidden } : collaboration,
  );
  return { ...profile, record: { ...profile.record, collaborations } };
}

/**
 * "Collaborations on your profile": the creator's completed collaborations, read from their own
 * profile (`getCreatorProfile` with their username, which includes the hidden ones), each with a
 * switch that shows or hides it (`updateMyCollaborationVisibility`). The switch moves at once
 * and waits while the change is saved; a failure puts it back and says so.
 */
export function CollaborationsSection() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const mine = useQuery(getMyCreatorProfileOptions());
  const username = mine.data?.username ?? '';
  const profile = useQuery({ ...getCreatorProfileOptions({ username }), enabled: username !== '' });
  const update = useUpdateMyCollaborationVisibilityMutation();
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [failures, setFailures] = useState<Partial<Record<number, string>>>({});

  const failed = mine.isError ? mine : profile.isError ? profile : null;
  if (failed) {
    return (
      <CollaborationsSectionView
        state="error"
        message={failureMessage(failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (!profile.data) return <CollaborationsSectionView state="loading" />;

  const key = keys.Creators.getCreatorProfile({ username });

  async function showChange(id: number, show: boolean) {
    const hidden = !show;
    setSaving((current) => new Set(current).add(id));
    setFailures((current) => ({ ...current, [id]: undefined }));
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<CreatorPublicProfile>(key, (current) =>
      withHidden(current, id, hidden),
    );
    try {
      await update.mutateAsync({ id, body: { hidden } });
    } catch {
      queryClient.setQueryData<CreatorPublicProfile>(key, (current) =>
        withHidden(current, id, !hidden),
      );
      setFailures((current) => ({
        ...current,
        [id]: i18n._(show ? STILL_HIDDEN_MESSAGE : STILL_SHOWN_MESSAGE),
      }));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return (
    <CollaborationsSectionView
      state="ready"
      collaborations={profile.data.record.collaborations}
      onShowChange={(id, show) => void showChange(id, show)}
      saving={saving}
      failures={failures}
    />
  );
}
