/**
 * The shipped maps: one duel map, two against the Collectors and two against the IY's, each
 * validated once when first asked for. `MAP_IDS` is the `map` option's list.
 */
import { dataOrchard } from './data-orchard.js';
import { glassCorridors } from './glass-corridors.js';
import { harvestGrid } from './harvest-grid.js';
import { type MazeMap, type MazeMapJson, parseMap } from './map-format.js';
import { neonJunction } from './neon-junction.js';
import { watchtower } from './watchtower.js';

/** The shipped maps' JSON, in the picker's order. */
export const SHIPPED_MAPS: readonly MazeMapJson[] = [
  neonJunction,
  harvestGrid,
  dataOrchard,
  glassCorridors,
  watchtower,
] as readonly MazeMapJson[];

export const MAP_IDS = SHIPPED_MAPS.map((m) => m.id);

const compiled = new WeakMap<object, MazeMap>();

/**
 * The validated map of some map JSON (a shipped one or an author's), cached per object: the
 * state keeps the map's JSON and the rules ask here for its geometry.
 */
export function mapOf(json: MazeMapJson | object, where = 'map'): MazeMap {
  let m = compiled.get(json);
  if (!m) {
    m = parseMap(json, where);
    compiled.set(json, m);
    compiled.set(m.json, m);
  }
  return m;
}

/** A shipped map by id, validated. */
export function shippedMap(id: string): MazeMap {
  const json = SHIPPED_MAPS.find((m) => m.id === id);
  if (!json) throw new Error(`no shipped map "${id}"; shipped: ${MAP_IDS.join(', ')}`);
  return mapOf(json);
}
