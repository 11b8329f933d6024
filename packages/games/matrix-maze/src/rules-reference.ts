/**
 * Matrix Maze's rules reference, in our own words (from Lora Horst's rulebook,
 * `shared/rules/matrix-maze.txt`, and our rulings, `docs/rulings/matrix-maze.md`): short
 * sections in the order a first duel meets the rules, then the hacks and solo play against the
 * System Guards on our maps, each with the rulings headings it covers, some with a small picture
 * drawn by the game's own element, and a glossary. Lessons name the sections they teach by id
 * (`lessons.ts`); the lesson test checks that every section is taught and every rulings heading
 * covered.
 */
import type { GlossaryEntry, RuleSection, RulesReference } from '@matrix-arcade/core';
import { startAction, useAction } from './actions.js';
import { M_RIGHT } from './codes.js';
import { collectors, deadEnd, iys, opening, turning, wallDuel } from './lesson-positions.js';
import type { MatrixMazeState } from './state.js';

const duel: readonly RuleSection<MatrixMazeState>[] = [
  {
    id: 'goal',
    title: 'The goal',
    text: [
      'Collect 3 SOURCE CODEs before your opponent, or, alone, before the System Guard. Each player has a sheet of the same maze and walks an avatar on it.',
    ],
    picture: { start: opening, caption: 'Neon Junction: five SOURCE CODEs, four start points.' },
    rulings: ['SOURCE CODEs and the end'],
  },
  {
    id: 'starting',
    title: 'Start points and facing',
    text: [
      'Before the first roll each player picks a start point, A to D. On your first turn, after seeing the dice, you choose which way you face; you choose again after every teleport or restart.',
    ],
    picture: {
      start: opening,
      caption: 'The start points A, B, C and D sit in the corners.',
      point: { action: startAction(0) },
    },
    rulings: ['Turns and dice'],
  },
  {
    id: 'rounds',
    title: 'A round',
    text: [
      'The round’s start player rolls three dice (one more than the players) and uses one; the other player uses one of the two left; the last die is discarded. The next round the other player starts.',
    ],
    rulings: ['Turns and dice'],
  },
  {
    id: 'dice',
    title: 'What each die does',
    text: [
      '1: one step straight ahead. 2: turn right and step. 3: turn left and step. 4: stay. 5: any of those three steps. 6: gain a Data Byte.',
      'There is no step backwards, and after a step you face the way you went. A 4 or a 6 can always be used.',
    ],
    picture: {
      start: turning,
      caption: 'At c5 facing north, under a wall: the 2 turns right to d5.',
      point: { action: useAction(2, M_RIGHT) },
    },
    rulings: ['Turns and dice'],
  },
  {
    id: 'walls-and-trail',
    title: 'Walls, your trail and dead ends',
    text: [
      'Walls and the edge of the maze stop a step, and you may never enter a square you have already been on: your trail stays on your sheet all game.',
      'When none of your three steps is open you are in a dead end: you may start again at a start point for free, once a turn.',
    ],
    picture: {
      start: deadEnd,
      caption: 'At h1 facing north: the edge ahead and right, the trail left.',
    },
    rulings: ['Turns and dice'],
  },
  {
    id: 'bytes',
    title: 'Data Bytes',
    text: [
      'Each player starts with 2 bytes on our maps. A 6 gains one. When none of the dice you may use can be used, you may take a byte instead of a die.',
    ],
    rulings: ['Turns and dice', 'Maps'],
  },
  {
    id: 'codes',
    title: 'SOURCE CODEs and the end',
    text: [
      'Stepping onto a SOURCE CODE takes it, however you got there, and it vanishes from the other sheets. The third code wins at once, even in the middle of a turn.',
      'A duel still running after the round limit (40 by default), or in which neither player can reach 3 any more, goes to whoever holds more codes; equal is a draw.',
    ],
    rulings: ['SOURCE CODEs and the end'],
  },
];

const hacks: readonly RuleSection<MatrixMazeState>[] = [
  {
    id: 'hacks',
    title: 'Hacks',
    text: [
      'On your own turn you may pay Data Bytes for hacks, as many as you can pay, before or after your die.',
    ],
    rulings: ['Hacks'],
  },
  {
    id: 'move-hacks',
    title: 'Through a wall, extra move, teleport',
    text: [
      'Through a wall (3 bytes): one step of a die or an extra move crosses a wall (never the edge, never onto your trail). Extra move (3 bytes): one more step, straight, right or left. Teleport (3 bytes): jump to another start point and choose a facing.',
    ],
    rulings: ['Hacks'],
  },
  {
    id: 'dice-hacks',
    title: 'Skip, x2, change a die',
    text: [
      'Skip (2 bytes): use none of your dice this turn. x2 (2 bytes, once a turn): one more die use, either a die still in the pool (it stays there) or one you used again. Change a die (2 bytes, or 1 with the option that reads the rulebook so; duel only): turn one die of the pool to any face you can use, and use it next.',
    ],
    rulings: ['Hacks'],
  },
  {
    id: 'wall-hack',
    title: 'Build a wall',
    text: [
      'In a duel, 3 bytes build a wall on your opponent’s sheet, on any edge without one, but never one that shuts them into a dead end.',
    ],
    picture: { start: wallDuel, caption: 'The opponent at f7, one step from the code at e7.' },
    rulings: ['Hacks'],
  },
];

const solo: readonly RuleSection<MatrixMazeState>[] = [
  {
    id: 'solo',
    title: 'Solo: the System Guard',
    text: [
      'Alone you roll three dice and use two; then the System Guard crosses off the next two squares of its path. You lose when it reaches the end of its path before you hold 3 codes, or when too few codes are left. Guards use no bytes and no hacks; solo, there is no change-a-die and no wall to build.',
    ],
    rulings: ['System Guards'],
  },
  {
    id: 'collectors',
    title: 'The Collectors',
    text: [
      'The Collectors take every SOURCE CODE on their path, and if they hold 3 first, you lose: race them to the codes.',
    ],
    picture: { start: collectors, caption: 'Harvest Grid: the guard at d3, about to take d2.' },
    rulings: ['System Guards', 'SOURCE CODEs and the end'],
  },
  {
    id: 'iys',
    title: 'The IY’s',
    text: [
      'The IY’s see along their row and column until a wall. If you are ever in that line, or on their square, you lose at once. They collect nothing.',
    ],
    picture: { start: iys, caption: 'Glass Corridors: the guard at e5; you at b3.' },
    rulings: ['System Guards'],
  },
  {
    id: 'maps',
    title: 'Our maps',
    text: [
      'The rulebook’s sheets are pictures we do not have: we drew five maps of our own, named after them. Neon Junction is the duel; Harvest Grid and Data Orchard face the Collectors; Glass Corridors and Watchtower the IY’s.',
      'Two players may duel on a solo map (the guard stays home), and one player may practise alone on the duel map, against the round limit.',
    ],
    rulings: ['Maps', 'Player counts and maps'],
  },
];

const glossary: readonly GlossaryEntry[] = [
  { term: 'SOURCE CODE', meaning: 'A square to collect: 3 win.', section: 'goal' },
  {
    term: 'sheet',
    meaning: 'A player’s own copy of the maze, with their trail and walls.',
    section: 'goal',
  },
  { term: 'avatar', meaning: 'Your piece on your sheet.', section: 'goal' },
  {
    term: 'start point',
    meaning: 'A, B, C or D: where an avatar starts, teleports or restarts.',
    section: 'starting',
  },
  {
    term: 'facing',
    meaning: 'The way your avatar looks: straight, right and left are counted from it.',
    section: 'starting',
  },
  { term: 'pool', meaning: 'The dice rolled this round and not yet used.', section: 'rounds' },
  {
    term: 'trail',
    meaning: 'The squares you have been on: closed to you.',
    section: 'walls-and-trail',
  },
  {
    term: 'dead end',
    meaning: 'No open step: start again free at a start point.',
    section: 'walls-and-trail',
  },
  {
    term: 'Data Byte',
    meaning: 'What hacks cost: from a 6, or when no die can be used.',
    section: 'bytes',
  },
  { term: 'hack', meaning: 'A rule-bending move bought with bytes.', section: 'hacks' },
  { term: 'x2', meaning: 'The hack for one more die use in a turn.', section: 'dice-hacks' },
  { term: 'System Guard', meaning: 'The solo opponent that walks a fixed path.', section: 'solo' },
  {
    term: 'Collectors',
    meaning: 'Guards that take the codes on their path.',
    section: 'collectors',
  },
  {
    term: 'IY’s',
    meaning: 'Guards that see along their row and column until a wall.',
    section: 'iys',
  },
  {
    term: 'solo map',
    meaning: 'A maze with a guard’s path: Harvest Grid, Data Orchard, Glass Corridors, Watchtower.',
    section: 'maps',
  },
];

export const rulesReference: RulesReference<MatrixMazeState> = {
  sections: [...duel, ...hacks, ...solo],
  glossary,
};
