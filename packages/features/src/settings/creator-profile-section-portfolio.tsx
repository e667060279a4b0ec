import {
  createUploadFetch,
  keys,
  listMyPortfolioOptions,
  listPortfolioCandidatesOptions,
  useAddPortfolioItemFromMediaMutation,
  useAddPortfolioItemMutation,
  useDeletePortfolioItemMutation,
  useReorderPortfolioMutation,
  useUpdatePortfolioItemMutation,
} from '@colla/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import { checkMediaFile } from '../media-library/media-library-view';
import { uploadFailure } from '../media-library/use-media-uploads';
import {
  PortfolioSectionView,
  type CandidatesState,
  type PortfolioUploadState,
} from './creator-profile-section-portfolio-view';

/** `ids` with the one at `id` swapped with its neighbour `step` places away. */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/** An error to show, from a failed call. */
const messageOf = (error: unknown) => new Error(failureMessage(error));

/**
 * The creator's portfolio in Settings (`listMyPortfolio`): uploads with progress
 * (`addPortfolioItem`, through the upload fetch), delivered content to pick from
 * (`listPortfolioCandidates`, read once its dialog opens; `addPortfolioItemFromMedia`), captions
 * (`updatePortfolioItem`), removal (`deletePortfolioItem`) and order (`reorderPortfolio`). Each
 * write refreshes the profile brands see, so the preview and the guide follow.
 */
export function PortfolioSection() {
  const queryClient = useQueryClient();
  const list = useQuery(listMyPortfolioOptions());
  const [candidatesOpen, setCandidatesOpen] = useState(false);
  const candidates = useQuery({ ...listPortfolioCandidatesOptions(), enabled: candidatesOpen });
  const add = useAddPortfolioItemMutation();
  const addFromMedia = useAddPortfolioItemFromMediaMutation();
  const update = useUpdatePortfolioItemMutation();
  const remove = useDeletePortfolioItemMutation();
  const reorder = useReorderPortfolioMutation();
  const [caption, setCaption] = useState('');
  const [upload, setUpload] = useState<PortfolioUploadState>({ status: 'idle' });
  const [moveError, setMoveError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload in progress.
  useEffect(() => () => controller.current?.abort(), []);

  if (list.isError) {
    return (
      <PortfolioSectionView
        state="error"
        message={failureMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <PortfolioSectionView state="loading" />;
  const items = list.data.data;

  async function send(file: File) {
    const problem = checkMediaFile(file);
    if (problem) {
      setUpload({ status: 'failed', message: problem });
      return;
    }
    const fileName = file.name;
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ status: 'uploading', fileName, progress: 0 });
    const form = new FormData();
    if (caption.trim()) form.append('caption', caption.trim());
    form.append('file', file, file.name);
    try {
      await add.mutateAsync({
        body: form,
        request: {
          signal: abort.signal,
          fetch: createUploadFetch({
            onProgress: (progress) => setUpload({ status: 'uploading', fileName, progress }),
          }),
        },
      });
      setCaption('');
      setUpload({ status: 'idle' });
    } catch (error) {
      if (abort.signal.aborted) return;
      // The caption typed stays, to try again.
      setUpload({ status: 'failed', message: uploadFailure(error) });
    }
  }

  function move(id: number, step: -1 | 1) {
    const ids = movedOrder(
      items.map((item) => item.id),
      id,
      step,
    );
    setMoveError(null);
    reorder.mutate(
      { body: { ids } },
      {
        onSuccess: (next) => queryClient.setQueryData(keys.Creators.listMyPortfolio(), next),
        onError: (error) => setMoveError(failureMessage(error)),
      },
    );
  }

  let candidatesState: CandidatesState;
  if (candidates.data) candidatesState = { status: 'ready', candidates: candidates.data.data };
  else if (candidates.isError) {
    candidatesState = {
      status: 'error',
      message: failureMessage(candidates.error),
      onRetry: () => void candidates.refetch(),
      retrying: candidates.isFetching,
    };
  } else candidatesState = { status: 'loading' };

  return (
    <PortfolioSectionView
      state="ready"
      items={items}
      caption={caption}
      onCaptionChange={(next) => {
        setCaption(next);
        if (upload.status === 'failed') setUpload({ status: 'idle' });
      }}
      upload={upload}
      onUpload={(file) => void send(file)}
      candidatesOpen={candidatesOpen}
      onCandidatesOpenChange={setCandidatesOpen}
      candidates={candidatesState}
      onPick={(mediaId) =>
        addFromMedia
          .mutateAsync({ body: { media_id: mediaId } })
          .catch((error: unknown) => Promise.reject(messageOf(error)))
      }
      onCaptionSave={(id, text) =>
        update
          .mutateAsync({ id, body: { caption: text.trim() || null } })
          .catch((error: unknown) => Promise.reject(messageOf(error)))
      }
      onDelete={(id) =>
        remove.mutateAsync({ id }).catch((error: unknown) => Promise.reject(messageOf(error)))
      }
      onMove={move}
      moving={reorder.isPending}
      moveError={moveError}
    />
  );
}
