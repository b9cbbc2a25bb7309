import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type Season, type SeasonRequest } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';
import { deleteSeason, getSeasons, saveSeason } from '../api/seasons';

export interface SeasonsState {
  seasons: Season[];
  /** Resolves true when the season was saved (added, or changed when `seasonId` is given). */
  save: (request: SeasonRequest, seasonId?: string) => Promise<boolean>;
  remove: (season: Season) => Promise<void>;
}

/** The hotel's seasons; `onChanged` runs after a change. */
export function useSeasons(hotelId: string, onChanged: () => Promise<void> = async () => undefined): SeasonsState {
  const text = useOwnerText();
  const { notify, confirm } = useNotice();
  const [seasons, setSeasons] = useState<Season[]>([]);

  const reload = useCallback(async () => {
    try {
      setSeasons(await getSeasons(hotelId));
    } catch (error) {
      console.error('Failed to load seasons', error);
      notify(text('owner.seasons.loadFailed'), 'error');
    }
  }, [hotelId, notify, text]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (request: SeasonRequest, seasonId?: string) => {
    try {
      await saveSeason(hotelId, request, seasonId);
    } catch (error) {
      notify(errorMessage(error, text('owner.seasons.saveFailed')), 'error');
      return false;
    }
    notify(text(seasonId ? 'owner.seasons.changed' : 'owner.seasons.added'), 'success');
    await Promise.all([reload(), onChanged()]);
    return true;
  };

  const remove = async (season: Season) => {
    const question = {
      question: text('owner.seasons.removeQuestion'),
      yes: text('owner.seasons.removeYes'),
      no: text('owner.seasons.removeNo'),
    };
    if (!(await confirm(question))) return;
    try {
      await deleteSeason(hotelId, season.id);
    } catch (error) {
      notify(errorMessage(error, text('owner.seasons.removeFailed')), 'error');
      return;
    }
    notify(text('owner.seasons.removed'), 'success');
    await Promise.all([reload(), onChanged()]);
  };

  return { seasons, save, remove };
}
