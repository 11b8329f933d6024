/**
 * @matrix-arcade/server: online duels on a Colyseus server. This entry only re-exports.
 */
export { startGameServer, type GameServer, type GameServerOptions } from './server.js';
export { Duel, duelOptions, isToken, newToken, type DuelView, type MoveRecord } from './duel.js';
export { allowsTwoPlayers, discoverDuelGames, duelDescriptorsOf } from './games.js';
export { DEFAULT_LIMITS, RateBucket, type Limits } from './limits.js';
export { ONLINE_CODES, OnlineError, toRefusal, type OnlineCode, type Refusal } from './errors.js';
export {
  MemorySnapshotStore,
  RedisSnapshotStore,
  SNAPSHOT_TTL_SECONDS,
  type SnapshotStore,
} from './snapshot-store.js';
export { readSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type DuelSnapshot } from './snapshot.js';
