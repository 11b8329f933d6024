/**
 * Matrix (piecepack)'s rules reference, in our own words (from Jeff Barrett's rulebook,
 * `shared/rules/piecepack-matrix.txt`, and our rulings, `docs/rulings/piecepack-matrix.md`):
 * short sections in the order a run meets the rules, then the advanced game's options (the
 * brain-damage target, the custom ice breakers colour by colour: their lines come from the
 * breaker catalogue, `breakers.ts`, so the two never differ), each with the rulings headings it
 * covers, some with a small picture drawn by the game's own element, and a glossary. Lessons
 * name the sections they teach by id (`lessons.ts`); the lesson test checks that every section
 * is taught and every rulings heading covered.
 */
import type { GlossaryEntry, RuleSection, RulesReference } from '@matrix-arcade/core';
import { COLOUR_GLYPHS, COLOUR_NAMES, CUSTOM_BREAKERS } from './breakers.js';
import {
  atTarget,
  blackFort,
  cray,
  enigma,
  lastFort,
  moveTo,
  powerUps,
  turing,
  wintermute,
} from './lesson-positions.js';
import type { PiecepackState } from './state.js';

const basicGame: readonly RuleSection<PiecepackState>[] = [
  {
    id: 'goal-and-setup',
    title: 'The goal and the pieces',
    text: [
      'A solitaire. Four ice breakers (pawns), black ♠, green ♣, red ♥ and blue ♦, start outside the matrix. The run is won when each stands on the data fort of its own colour.',
      'The data stack holds 24 tiles face down: in each colour a fort (strength 6) and five ice (strength 1 to 5). The four forts are shuffled into the bottom ten tiles, so they come out late. Each colour has five power-up coins; brain damage is counted up to 10.',
    ],
    rulings: ['Components and setup'],
  },
  {
    id: 'moving',
    title: 'Choosing a move',
    text: [
      'Each move, choose a breaker and a space it can reach. Inside the matrix a breaker reaches the four spaces beside it (up, down, left, right; never diagonally). Outside, it reaches any tile and any space next to the matrix; the first tile goes in the middle.',
      'A tile another breaker stands on is not a choice. The matrix has no edge: it grows as tiles come, always in one piece. With the stack empty, only installed tiles can be reached.',
    ],
    rulings: ['Moving', 'Representation'],
  },
  {
    id: 'installing',
    title: 'Installing a tile',
    text: [
      'Moving to an empty space installs the top tile of the data stack there, with a power-up coin of its colour on it (while that colour’s coins last), and the breaker challenges it at once.',
      'No tile may end up with four tiles beside it: a space that would give any tile a fourth neighbour is not offered.',
    ],
    picture: {
      start: powerUps,
      caption: 'The red 2 has three neighbours: the space below it can take no tile.',
      point: { action: moveTo(0, 0, 1) },
    },
    rulings: ['Moving'],
  },
  {
    id: 'challenges',
    title: 'A challenge',
    text: [
      'Roll the die: that is the breaker’s strength, +1 when the breaker is the tile’s colour. After the roll you may spend power-ups of the tile’s colour, +1 each.',
      'If the strength is more than the tile’s (the ice’s number, 6 for a fort) the breaker breaks in: it moves onto the tile and takes the coin on it, if any.',
    ],
    picture: {
      start: powerUps,
      caption: 'The blue breaker, with one blue power-up, is about to challenge the blue 5 ice.',
      point: { action: moveTo(3, 0, -1) },
    },
    rulings: ['Challenges'],
  },
  {
    id: 'failing',
    title: 'Failing',
    text: [
      'A strength equal to the tile’s or less fails: 1 brain damage. Against ice the breaker still moves onto the tile (and takes its coin); against a fort it stays where it was.',
    ],
    rulings: ['Challenges'],
  },
  {
    id: 'forts',
    title: 'Data forts',
    text: [
      'A fort has strength 6, so only 7 or more breaks in: a 6 on the die with the colour bonus, or power-ups of the fort’s colour. Any breaker may take any fort, but only a breaker on its own colour’s fort counts for the win.',
    ],
    picture: {
      start: blackFort,
      caption: 'The black breaker beside the black fort.',
      point: { action: moveTo(0, 2, 0) },
    },
  },
  {
    id: 'end-of-run',
    title: 'The end of a run',
    text: [
      'The run is won the moment every fort holds its own breaker. It is lost at 10 brain damage (brain death). Nothing else ends it: you may go on as long as you like.',
    ],
    picture: {
      start: lastFort,
      caption: 'Three forts held, 8 brain damage, the blue fort still to take.',
      point: { part: 'damage' },
    },
    rulings: ['Moving', 'Challenges'],
  },
];

/** One colour's six custom breakers, as the catalogue words them. */
function colourSection(c: number, id: string, start: () => PiecepackState) {
  const name = COLOUR_NAMES[c]!;
  return {
    id,
    title: `${name[0]!.toUpperCase()}${name.slice(1)} ${COLOUR_GLYPHS[c]} breakers`,
    text: CUSTOM_BREAKERS[c]!.map(
      (b, i) => `${i + 1}. ${b.name} (strength ${b.strength}): ${b.ability}`,
    ),
    picture: { start, caption: `A ${name} custom breaker at work.`, point: { part: 'breakers' } },
    rulings: ['Custom ice breakers: each one'],
  } satisfies RuleSection<PiecepackState>;
}

const advancedGame: readonly RuleSection<PiecepackState>[] = [
  {
    id: 'minimize',
    title: 'Option: minimize brain damage',
    text: [
      'Before the run, choose a target below 10. The run is won only at or under that much brain damage; the moment the damage passes it, the run is lost.',
    ],
    picture: {
      start: atTarget,
      caption: 'Target 2, damage 2: the next failure loses.',
      point: { part: 'damage' },
    },
    rulings: ['Challenges'],
  },
  {
    id: 'custom-breakers',
    title: 'Option: custom ice breakers',
    text: [
      'A pawn may stand for one of its colour’s six custom breakers instead. Most are 1 weaker than the basic breaker (blue ones 2), never below 0, and keep the +1 on their own colour; each has an ability. The standard way is a die per pawn; you may also set or choose them.',
      'Distance counts steps along tiles, up, down, left and right, with no gaps; a breaker outside is 1 from every tile. Abilities paid with brain damage or power-ups are used between challenges, as often as you can pay.',
    ],
    rulings: ['Custom ice breakers: general'],
  },
  colourSection(0, 'black-breakers', wintermute),
  colourSection(1, 'green-breakers', turing),
  colourSection(2, 'red-breakers', cray),
  colourSection(3, 'blue-breakers', enigma),
];

const glossary: readonly GlossaryEntry[] = [
  {
    term: 'ice breaker',
    meaning: 'One of your four pawns, black, green, red or blue.',
    section: 'goal-and-setup',
  },
  { term: 'matrix', meaning: 'The grid of tiles installed so far.', section: 'moving' },
  {
    term: 'data stack',
    meaning: 'The face-down pile of tiles still to install; the forts lie in its bottom ten.',
    section: 'goal-and-setup',
  },
  {
    term: 'data structure',
    meaning: 'A tile in the matrix: ice or a fort.',
    section: 'installing',
  },
  { term: 'ice', meaning: 'A tile of strength 1 to 5.', section: 'challenges' },
  {
    term: 'data fort',
    meaning: 'A colour’s null tile, strength 6; the goal of its breaker.',
    section: 'forts',
  },
  {
    term: 'contiguous',
    meaning: 'Beside: up, down, left or right, never diagonal.',
    section: 'moving',
  },
  {
    term: 'power-up',
    meaning: 'A coin of a tile’s colour: +1 strength against that colour when spent.',
    section: 'challenges',
  },
  {
    term: 'challenge',
    meaning: 'A breaker’s attempt to move onto a tile: the die against the tile’s strength.',
    section: 'challenges',
  },
  {
    term: 'brain damage',
    meaning: 'What each failed challenge (and some abilities) costs.',
    section: 'failing',
  },
  { term: 'brain death', meaning: '10 brain damage: the run is lost.', section: 'end-of-run' },
  {
    term: 'target',
    meaning: 'The most brain damage you allow yourself (the minimize option).',
    section: 'minimize',
  },
  {
    term: 'custom breaker',
    meaning: 'One of the 24 advanced ice breakers, six per colour, each with an ability.',
    section: 'custom-breakers',
  },
  {
    term: 'distance',
    meaning: 'Steps along tiles between two places; none across a gap.',
    section: 'custom-breakers',
  },
];

export const rulesReference: RulesReference<PiecepackState> = {
  sections: [...basicGame, ...advancedGame],
  glossary,
};
