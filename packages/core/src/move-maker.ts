/**
 * Who made a move, recorded when it was made: a person choosing it, the AI playing a seat, or a
 * person following the AI's hint. Its own module so that matches (which record it) and replays
 * (which carry and check it) both take it from here without importing each other.
 */

/** Who made a move: a person, the AI playing a seat, or a person following the AI's hint. */
export type MoveMaker = 'person' | 'ai' | 'hint';

/** Every `MoveMaker`. */
export const MOVE_MAKERS: readonly MoveMaker[] = ['person', 'ai', 'hint'];
