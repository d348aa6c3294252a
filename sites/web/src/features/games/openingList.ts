import { type GameList, gameListSchema } from '@lobby/api';
import * as v from 'valibot';
import { splashGameList } from '../../app/startup/startupAnswers';

/**
 * The first page of a category's list that index.html's splash drew, read by
 * the list's own schema: the games page opens on it while the same answer
 * reaches the platform client, so the tiles on screen stay as they are.
 * Undefined when the splash drew none for this category and language.
 */
export function openingListOf(category: string | null, language: string): GameList | undefined {
  if (category === null) return undefined;
  const list = splashGameList(category, language);
  if (list === undefined) return undefined;
  const read = v.safeParse(gameListSchema, list);
  return read.success ? read.output : undefined;
}
