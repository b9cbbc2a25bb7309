import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useNotice, type Season, type SeasonRequest } from '@ceylon/shared';
import { deleteSeason, getSeasons, saveSeason } from '../api/seasons';

/** Asked before a season is removed. */
export const removeSeasonQuestion = {
  question: "Remove this season? Its nights will cost the hotel's price again; bookings keep their totals.",
  yes: 'Remove season',
  no: 'Keep season',
};

export interface SeasonsState {
  seasons: Season[];
  /** Resolves true when the season was saved (added, or changed when `seasonId` is given). */
  save: (request: SeasonRequest, seasonId?: string) => Promise<boolean>;
  remove: (season: Season) => Promise<void>;
}

/** The hotel's seasons; `onChanged` runs after a change. */
export function useSeasons(hotelId: string, onChanged: () => Promise<void> = async () => undefined): SeasonsState {
  const { notify, confirm } = useNotice();
  const [seasons, setSeasons] = useState<Season[]>([]);

  const reload = useCallback(async () => {
    try {
      setSeasons(await getSeasons(hotelId));
    } catch (error) {
      console.error('Failed to load seasons', error);
      notify('Failed to load seasons', 'error');
    }
  }, [hotelId, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (request: SeasonRequest, seasonId?: string) => {
    try {
      await saveSeason(hotelId, request, seasonId);
    } catch (error) {
      notify(errorMessage(error, 'Failed to save the season'), 'error');
      return false;
    }
    notify(seasonId ? 'Season changed' : 'Season added', 'success');
    await Promise.all([reload(), onChanged()]);
    return true;
  };

  const remove = async (season: Season) => {
    if (!(await confirm(removeSeasonQuestion))) return;
    try {
      await deleteSeason(hotelId, season.id);
    } catch (error) {
      notify(errorMessage(error, 'Failed to remove the season'), 'error');
      return;
    }
    notify('Season removed', 'success');
    await Promise.all([reload(), onChanged()]);
  };

  return { seasons, save, remove };
}
