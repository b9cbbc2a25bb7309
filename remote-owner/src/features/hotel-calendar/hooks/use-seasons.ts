import {
  errorMessage,
  useMutation,
  useNotice,
  useQuery,
  useQueryClient,
  useReadFailure,
  type Season,
  type SeasonRequest,
} from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { deleteSeason, saveSeason, seasonsQuery } from '../api/seasons';

export interface SeasonsState {
  seasons: Season[];
  /** Resolves true when the season was saved (added, or changed when `seasonId` is given). */
  save: (request: SeasonRequest, seasonId?: string) => Promise<boolean>;
  remove: (season: Season) => Promise<void>;
}

/** The hotel's seasons; a change reads them again. */
export function useSeasons(hotelId: string): SeasonsState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const client = useQueryClient();
  const query = useQuery(seasonsQuery(hotelId));
  useReadFailure(query.error, 'Failed to load seasons', text('owner.seasons.loadFailed'));
  const reread = () => client.invalidateQueries({ queryKey: seasonsQuery(hotelId).queryKey });

  const saving = useMutation({
    mutationFn: ({ request, seasonId }: { request: SeasonRequest; seasonId?: string }) => saveSeason(hotelId, request, seasonId),
    onError: (error) => notify(errorMessage(error, text('owner.seasons.saveFailed')), 'error'),
    onSuccess: (_, { seasonId }) => {
      notify(text(seasonId ? 'owner.seasons.changed' : 'owner.seasons.added'), 'success');
      return reread();
    },
  });

  const removing = useMutation({
    mutationFn: (seasonId: string) => deleteSeason(hotelId, seasonId),
    onError: (error) => notify(errorMessage(error, text('owner.seasons.removeFailed')), 'error'),
    onSuccess: () => {
      notify(text('owner.seasons.removed'), 'success');
      return reread();
    },
  });

  const save = (request: SeasonRequest, seasonId?: string) =>
    saving.mutateAsync({ request, seasonId }).then(
      () => true,
      () => false,
    );

  const remove = async (season: Season) => {
    const question = {
      question: text('owner.seasons.removeQuestion'),
      yes: text('owner.seasons.removeYes'),
      no: text('owner.seasons.removeNo'),
    };
    if (!(await confirm(question))) return;
    // A failure is told by onError.
    await removing.mutateAsync(season.id).catch(() => undefined);
  };

  return { seasons: query.data ?? [], save, remove };
}
