/**
 * The glossary of CYBERMANCY's rules reference (`rules-reference.ts`): the tarot edition's
 * words, each with what it means in our own words and the section that explains it.
 */
import type { GlossaryEntry } from '@matrix-arcade/core';

export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'matrix',
    meaning: 'The 3 by 3 grid of stacks, its centre empty at the start.',
    section: 'the-matrix',
  },
  {
    term: 'stack',
    meaning: 'The cards on one cell of the matrix; only the top one counts.',
    section: 'programs',
  },
  {
    term: 'royal',
    meaning: 'A paige, queen or king: a target placed outside the matrix.',
    section: 'placing-royals',
  },
  {
    term: 'paige',
    meaning: 'The lowest royal: 11 health, dies to any two cards.',
    section: 'killing-royals',
  },
  {
    term: 'health',
    meaning: 'What an overload must reach to kill a royal: its base value plus its ICE.',
    section: 'killing-royals',
  },
  {
    term: 'program',
    meaning:
      'A card from 2 to 10 (and strength, the hanged man): goes on a stack showing its value or less.',
    section: 'programs',
  },
  {
    term: 'overload',
    meaning:
      'The two cards between a card just played and a royal at the far end of its line, fired at that royal.',
    section: 'overloads',
  },
  { term: 'soft reset', meaning: 'An ace: resets any stack.', section: 'resets' },
  {
    term: 'hard reset',
    meaning: 'The fool or the magician: resets a stack with the lowest top card.',
    section: 'resets',
  },
  {
    term: 'ICE',
    meaning: 'A program that fit nowhere, added to a royal’s health.',
    section: 'ice',
  },
  {
    term: 'preventative ICE',
    meaning: 'ICE laid down before any royal is placed; the royal placed there takes it up.',
    section: 'ice',
  },
  {
    term: 'black ICE',
    meaning: 'A royal whose health goes above 20: the run is lost.',
    section: 'the-end',
  },
  {
    term: 'out of time',
    meaning: 'The deck is empty and a royal still lives: the run is lost.',
    section: 'the-end',
  },
  {
    term: 'infinite loop',
    meaning: 'Only resets and replays left, no royal able to die: the run is lost.',
    section: 'the-end',
  },
  {
    term: 'trumps',
    meaning: 'The major arcana ♔, 0 to 21, a suit with no colour.',
    section: 'the-cards',
  },
  {
    term: 'wild',
    meaning: 'Counting as every suit: the fool, the magician and the 2 to 10 of trumps.',
    section: 'wild-trumps',
  },
  {
    term: 'haunt',
    meaning: 'A knight: blocks programs from the stack it tops.',
    section: 'knights',
  },
  {
    term: 'burner',
    meaning:
      'A trump used for its effect and discarded: death, temperance, the devil, the tower, judgement, the world.',
    section: 'burners',
  },
  {
    term: 'codex',
    meaning: 'The rulebook’s table of what each card does at the deal and in play.',
    section: 'burners',
  },
  {
    term: 'challenge card',
    meaning:
      'Strength, the hanged man, temperance, the tower or judgement: picks the cards a random challenge adds.',
    section: 'modes',
  },
  {
    term: 'chapter',
    meaning: 'One run of the campaign, with its own cards.',
    section: 'campaign',
  },
];
