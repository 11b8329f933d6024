/**
 * Registers `<arcade-learn>` when called (the arcade calls it when "Learn to play" is first
 * opened; the game's own element is registered by its `define`).
 */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeLearn } from './learn-view.js';

export function defineLearn(): void {
  defineOnce('arcade-learn', ArcadeLearn);
}
