export type { GamesLobbyKind, GamesLobbyProps, GamesLobbySort } from './GamesLobby';
export { GamesLobby } from './GamesLobby';
