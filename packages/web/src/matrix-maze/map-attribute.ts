/**
 * The `map` attribute and property of `<matrix-maze-game>`: a map id is kept, an author's map
 * (JSON text or an object) is validated and registered (`registerMap`) and becomes its id; an
 * unknown id or a bad map is reported on the element (`error` event) and the fallback kept.
 */
import { MAP_IDS, registerMap } from '@matrix-arcade/matrix-maze';
import { reportProblem } from '../lib/warn.js';

export function normalizeMap(el: HTMLElement, value: unknown, fallback: string): string {
  if (typeof value === 'string' && !value.trim().startsWith('{')) {
    if (MAP_IDS.includes(value)) return value;
    reportProblem(el, {
      source: 'map',
      message: `expected one of ${MAP_IDS.join(', ')}, or a map as JSON`,
      value,
    });
    return fallback;
  }
  try {
    const json = typeof value === 'string' ? JSON.parse(value) : value;
    return registerMap(json).id;
  } catch (e) {
    reportProblem(el, { source: 'map', message: `map ignored: ${(e as Error).message}`, value });
    return fallback;
  }
}
