/**
 * @matrix-arcade/server: online duels on a Colyseus server. This entry only re-exports.
 */
export {
  createGameServer,
  startGameServer,
  type GameServer,
  type GameServerOptions,
  type StartOptions,
} from './server.js';
export {
  Duel,
  duelOptions,
  isToken,
  newToken,
  type DuelExtras,
  type DuelView,
  type MoveMaker,
  type MoveRecord,
} from './duel.js';
export { AiPool, type AiPoolOptions, type ChooseAction } from './ai-pool.js';
export { cryptoRng, type Entropy, OS_ENTROPY } from './chance.js';
export {
  allowsTwoPlayers,
  discoverDuelGames,
  duelDescriptorsOf,
  duelGamesOf,
  type DuelGameSource,
} from './games.js';
export { DEFAULT_LIMITS, MinuteCounter, RateBucket, type Limits } from './limits.js';
export { ONLINE_CODES, OnlineError, toRefusal, type OnlineCode, type Refusal } from './errors.js';
export {
  type Acquired,
  MemoryRoomStore,
  type RoomStore,
  SNAPSHOT_TTL_SECONDS,
} from './room-store.js';
export { RedisRoomStore } from './redis-room-store.js';
export { readSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type DuelSnapshot } from './snapshot.js';
