import { gamesWinnerBoardEndpoint, getWinnerBoard, type Winner } from '../endpoints/winners';
import { type QueryOptions, usePlatformQuery } from './query';

/** The winner board's read, apart from `games.ts` so it loads with the pages that show it. */

export function useWinnerBoard(input: { size?: number } = {}, options?: QueryOptions<Winner[]>) {
  return usePlatformQuery(
    { endpoint: gamesWinnerBoardEndpoint, heavy: true },
    input,
    (client, params) => getWinnerBoard(client, params),
    options,
  );
}
