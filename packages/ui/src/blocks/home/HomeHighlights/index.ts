export type { HomeHighlightsProps } from './HomeHighlights';
export { HomeHighlights, hotGamesShown } from './HomeHighlights';
