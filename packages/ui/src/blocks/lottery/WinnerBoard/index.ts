export { maskPlayerName } from './maskPlayerName';
export type { WinnerBoardProps, WinnerEntry } from './WinnerBoard';
export { WinnerBoard } from './WinnerBoard';
