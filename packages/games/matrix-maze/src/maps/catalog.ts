/**
 * The shipped maps: one duel map, two against the Collectors and two against the IY's, each
 * validated once when first asked for, and the maps authors register (`registerMap`). `MAP_IDS`
 * is the `map` option's list: shipped ids first, then registered ones.
 */
import { ValidationError } from '@matrix-arcade/core';
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

/** The `map` option's values; `registerMap` appends an author's map id. */
export const MAP_IDS: string[] = SHIPPED_MAPS.map((m) => m.id);
const registered = new Map<string, MazeMap>();

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

/** A shipped or registered map by id, validated. */
export function shippedMap(id: string): MazeMap {
  const json = SHIPPED_MAPS.find((m) => m.id === id);
  if (json) return mapOf(json);
  const custom = registered.get(id);
  if (!custom) throw new Error(`no map "${id}"; maps: ${MAP_IDS.join(', ')}`);
  return custom;
}

/**
 * Validates an author's map (`ValidationError` names the square and the problem) and adds it to
 * the `map` option's choices under its id, so `setup({ map: id })`, the CLI and the element's
 * `map` attribute accept it. Registering the same id again replaces the map; a shipped map's id
 * is refused.
 */
export function registerMap(json: unknown): MazeMap {
  const m = parseMap(json);
  if (SHIPPED_MAPS.some((s) => s.id === m.id)) {
    throw new ValidationError(
      'map.id',
      `"${m.id}" is a shipped map's id; give your map another id`,
    );
  }
  compiled.set(m.json, m);
  registered.set(m.id, m);
  if (!MAP_IDS.includes(m.id)) MAP_IDS.push(m.id);
  return m;
}
