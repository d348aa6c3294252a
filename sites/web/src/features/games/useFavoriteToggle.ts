import type { Game } from '@lobby/api';
import { useAddFavoriteGame, useFavoriteGameIds, useRemoveFavoriteGame } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type GameTileItem, useToast } from '@lobby/ui';
import { useCallback, useMemo, useState } from 'react';

export interface FavoriteToggle {
  /** Node ids of the player's favourites, with the changes still on their way already in. */
  ids: ReadonlySet<string>;
  toggle: (tile: GameTileItem) => void;
}

/** Favourite ids as the platform has them, with the player's pending changes laid over them. */
export function favoriteIdsWith(saved: readonly string[], pending: ReadonlyMap<string, boolean>): Set<string> {
  const ids = new Set(saved);
  for (const [id, favorite] of pending) {
    if (favorite) ids.add(id);
    else ids.delete(id);
  }
  return ids;
}

/**
 * The heart on a game: it turns at once, the platform is told, and the
 * favourites are read again; a refusal turns it back and says so.
 */
export function useFavoriteToggle(enabled: boolean, gameByKey: ReadonlyMap<string, Game>): FavoriteToggle {
  const { t } = useTranslation();
  const toast = useToast();
  const saved = useFavoriteGameIds({ enabled });
  const { trigger: add } = useAddFavoriteGame();
  const { trigger: remove } = useRemoveFavoriteGame();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const ids = useMemo(() => favoriteIdsWith(saved.data ?? [], pending), [pending, saved.data]);

  const settle = useCallback((id: string) => {
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    (tile: GameTileItem) => {
      const game = gameByKey.get(tile.id);
      if (!game?.nodeId) return;
      const nodeId = game.nodeId;
      const wanted = !ids.has(nodeId);
      setPending((current) => new Map(current).set(nodeId, wanted));
      const input = { nodeId, vendor: game.vassalage, gameType: game.gameType ?? '' };
      (wanted ? add(input) : remove(input))
        // The ids read again after the write carry the change: the pending mark can go.
        .then(() => saved.mutate())
        .then(
          () => settle(nodeId),
          () => {
            settle(nodeId);
            toast.show({ tone: 'danger', title: t('gamesLobby.favoriteFailed') });
          },
        );
    },
    [add, gameByKey, ids, remove, saved, settle, t, toast],
  );

  return { ids, toggle };
}
