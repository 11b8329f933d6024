/**
 * The ice breakers by colour: the basic pawn and the six custom breakers of each colour, with
 * their strength and ability in our own words (the rulings file has the fine print). Used for
 * descriptions, the element's cards and the rules summary.
 */

export const COLOUR_NAMES = ['black', 'green', 'red', 'blue'] as const;
/** A glyph per suit, so colour is never the only signal. */
export const COLOUR_GLYPHS = ['♠', '♣', '♥', '♦'] as const;

export interface BreakerInfo {
  readonly name: string;
  readonly strength: string;
  readonly ability: string;
}

export const BASIC_BREAKER: BreakerInfo = {
  name: 'Ice breaker',
  strength: 'd6',
  ability: 'No ability: the die roll, +1 on its own colour, +1 per power-up of the target colour.',
};

/** `CUSTOM_BREAKERS[colour][k - 1]` is custom breaker `k` of that colour. */
export const CUSTOM_BREAKERS: readonly (readonly BreakerInfo[])[] = [
  [
    {
      name: 'Self-Fragment LISP',
      strength: 'd6 − 1',
      ability: '1 brain damage: swap places with any other breaker, inside or outside the matrix.',
    },
    {
      name: 'Ankara',
      strength: 'd6 − 1',
      ability: '1 brain damage: +2 on its next challenge; repeatable.',
    },
    {
      name: 'Black Diamond',
      strength: 'd6 − 1',
      ability:
        '2 brain damage: +3 on the next challenge of every breaker within distance 5 (itself included).',
    },
    {
      name: 'Kuang Grade Mark Eleven',
      strength: 'd6 − 1',
      ability:
        '1 brain damage, then roll d6: challenge any free structure up to that distance away.',
    },
    {
      name: 'Assimilation Kuang',
      strength: 'd6 − 1',
      ability:
        'One power-up of each colour and 1 brain damage: jump onto any installed structure, even an occupied one.',
    },
    {
      name: 'Wintermute Compiler',
      strength: '0',
      ability: '1 brain damage: strength 10 on its next challenge.',
    },
  ],
  [
    {
      name: 'Turing Scout Construct',
      strength: '3',
      ability: 'In the matrix: 3 plus the other breakers within distance 3.',
    },
    {
      name: 'Trinity Prep',
      strength: 'd6 − 1',
      ability: 'In the matrix: may use the summed strength of the breakers beside it instead.',
    },
    { name: 'Klein Liar', strength: 'd6 − 1', ability: 'Power-ups of any colour add +1 each.' },
    {
      name: 'Finn Construct',
      strength: 'd6 − 1',
      ability:
        'In the matrix, 2 brain damage and a power-up of one of their colours: switch any two breakers.',
    },
    {
      name: 'Flatline Dix',
      strength: 'd6 − 1',
      ability: 'Breakers within distance 3 of it (itself too) get +1 in their challenges.',
    },
    {
      name: 'Case-Curry Construct',
      strength: 'd6 − 1',
      ability:
        'In the matrix, one power-up of each colour and 1 brain damage: rearrange the breakers over the places they hold.',
    },
  ],
  [
    {
      name: 'Sendai Sub-Street',
      strength: '3',
      ability: 'Red power-ups add +2 each, against any structure.',
    },
    {
      name: 'Chiba Cross Talk',
      strength: 'd6 − 1',
      ability: 'May challenge any free structure up to distance 2 away.',
    },
    { name: 'Hosaka Prime', strength: 'd6 − 1', ability: '+3 while standing on a red structure.' },
    {
      name: 'Sliver Virus',
      strength: 'd6 − 1',
      ability:
        'After the roll, a red power-up: strength = red structures installed + 1. Any time, a red power-up: the structure it stands on loses 2 strength for good.',
    },
    {
      name: 'Cray Envelope',
      strength: '1 outside',
      ability:
        'In the matrix its strength follows what it stands on: blue 1, green 4, black 5, red 10.',
    },
    {
      name: 'Tessier-Ashpool Stealth Blade',
      strength: 'd6 − 1',
      ability:
        'In the matrix with another breaker there: instead of rolling, 1 + the distance to the nearest one.',
    },
  ],
  [
    {
      name: 'Zion Loop',
      strength: 'd6 − 2',
      ability: 'On a blue structure: d6 plus that structure’s strength.',
    },
    {
      name: 'Dub Lattice',
      strength: 'd6 − 2',
      ability: 'In the matrix, instead of rolling: 3 + the blue structures within distance 4.',
    },
    {
      name: 'Babylon Q',
      strength: 'd6 − 2',
      ability:
        'Any two power-ups and 1 brain damage: carry its structure to any space where it could be installed.',
    },
    {
      name: 'Dahlia Mix',
      strength: 'd6 − 2',
      ability:
        'Any two power-ups and 1 brain damage: swap its structure (with her on it) with any free structure.',
    },
    {
      name: 'Viral Dub',
      strength: 'd6 − 2',
      ability:
        'A blue power-up and 1 brain damage: swap two free structures, one of them beside it.',
    },
    {
      name: 'Enigma',
      strength: 'd6 − 2',
      ability:
        'Two blue power-ups and 1 brain damage: rearrange the installed forts; breakers on them ride along.',
    },
  ],
];

/** The breaker a pawn represents (`kind` 0 basic, 1–6 custom). */
export function breakerInfo(colour: number, kind: number): BreakerInfo {
  return kind <= 0 ? BASIC_BREAKER : CUSTOM_BREAKERS[colour]![kind - 1]!;
}

/** "Black Diamond (black ♠)". */
export function breakerName(colour: number, kind: number): string {
  const who =
    kind <= 0 ? `${COLOUR_NAMES[colour]} breaker` : CUSTOM_BREAKERS[colour]![kind - 1]!.name;
  return kind <= 0
    ? `${who} ${COLOUR_GLYPHS[colour]}`
    : `${who} (${COLOUR_NAMES[colour]} ${COLOUR_GLYPHS[colour]})`;
}

/** "red ♥ 3", "green ♣ fort". */
export function tileName(tile: number): string {
  const c = (tile / 6) | 0;
  const v = tile % 6;
  return `${COLOUR_NAMES[c]} ${COLOUR_GLYPHS[c]} ${v === 0 ? 'fort' : `ice ${v}`}`;
}
