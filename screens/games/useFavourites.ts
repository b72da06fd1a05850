import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine, useSession } from '../../engine';
import type { Game } from './model';

/**
 * The member's favourite node ids and the star's toggle (SPEC 4): add when not a favourite
 * (skipped when already present), remove when it is; removal updates local lists at once, then
 * tells the server. Signed out, the star goes to /m/login. A refused change is rolled back.
 * The toggle resolves with the game's new state (true: a favourite), or undefined when nothing
 * changed (signed out, a change already on its way, refused).
 */
export function useFavourites(onRemoved: (nodeId: number) => void) {
  const engine = useEngine();
  const member = useSession((s) => s.info?.id);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<number>());
  const idsRef = useRef(ids);
  idsRef.current = ids;

  useEffect(() => {
    setIds(new Set());
    if (!member) return;
    let live = true;
    engine.api
      .call('favouriteIds', { pageNo: 1, pageSize: engine.config.constants.pageSizes.favouriteIds })
      .then((value) => live && setIds(new Set(value.content)))
      .catch((error) => live && engine.services.reportError('favouriteIds', error));
    return () => void (live = false);
  }, [engine, member]);

  const change = (nodeId: number, add: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (add) next.add(nodeId);
      else next.delete(nodeId);
      return next;
    });

  const toggle = useCallback(
    async (game: Game): Promise<boolean | undefined> => {
      if (!engine.session.signedIn()) {
        engine.navigate(engine.pathTo('login'));
        return undefined;
      }
      const { nodeId } = game;
      if (pending.current.has(nodeId)) return undefined;
      pending.current.add(nodeId);
      const isFavourite = idsRef.current.has(nodeId);
      try {
        if (isFavourite) {
          change(nodeId, false);
          onRemoved(nodeId);
          await engine.api.call('favouriteRemove', { nodeId });
        } else {
          change(nodeId, true);
          await engine.api.call('favouriteAdd', { nodeId, vendor: game.vassalage });
        }
        return !isFavourite;
      } catch (error) {
        change(nodeId, isFavourite);
        engine.services.reportError(isFavourite ? 'favouriteRemove' : 'favouriteAdd', error);
        return undefined;
      } finally {
        pending.current.delete(nodeId);
      }
    },
    [engine, onRemoved],
  );

  return { ids, signedIn: Boolean(member), toggle };
}
