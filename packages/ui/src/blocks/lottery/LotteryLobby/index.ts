export type { LotteryDrawEntry, LotteryGameEntry, LotteryGroupEntry, LotteryLobbyProps } from './LotteryLobby';
export { LotteryLobby } from './LotteryLobby';
