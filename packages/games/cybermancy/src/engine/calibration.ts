/**
 * The hint calibration of CYBERMANCY (ai-wasm's `HintCalibration`): fitted tables written by
 * `pnpm calibrate cybermancy --option mode=… --fit …` from self-play at the default settings, one
 * per mode, whose decks differ and so have different odds: basic (54 cards: MATR1X ØVERLØAD's
 * deck and rules, searched with its settings, so it reads that game's table, see below), advanced (all 78),
 * random challenge (one table whatever card is drawn) and the campaign, whose chapters 3–4
 * (death, the devil) share a table fitted on the two pooled, and chapter 2 (the knights) reads
 * its own: the engine wins it more often
 * (125 of 150 fresh runs, 83%, against 109 of 150 in chapter 3), and read through the table
 * pooled over chapters 2–4 its chance sat below what it won all the way (held out: ECE 5.8% on
 * those 150 runs, 6.6% with three bins outside on 100 reviewed games; docs/performance.md,
 * "How true is the chance"). Chapter 5 reads its own too: the engine won 48 of 50 reviewed runs
 * there while the table of chapters 5–6 (fitted on 30 runs of each) read about 0.86 throughout
 * (ECE 12.1%), and so does chapter 6, for the same reason (the engine won 48 of 50 there; the
 * table the two chapters shared read it at ECE 8.8%, its own at 4.3% on those games held out).
 * Chapter 1 deals the basic game and chapter 7 the advanced one, card for card, and read those
 * tables. `tableFor` picks by mode and chapter.
 * The basic game's own table was fitted on the engine's games only; a chance read through it
 * drifted down by 0.25 a game across the engine's own moves in random play (docs/performance.md,
 * "How true is the chance"). MATR1X ØVERLØAD's table, refitted on the engine's runs and on runs
 * that open with up to 50 random moves, is honest there, and the two kernels give the same
 * position the same raw value within a few hundredths (the same family search and estimate); the
 * basic game reads it, checked on held-out runs of CYBERMANCY itself (the same section).
 * The raw value is the mean of the family's `estimateReturns` after eight guided playout steps;
 * `progress` is the share of the run's cards dealt (as MATR1X ØVERLØAD's), which a banded table
 * reads (a one-band table ignores it). Figures: docs/performance.md, "CYBERMANCY".
 */
import type { CalibrationTable, HintCalibration } from '@matrix-arcade/ai-wasm';
import type { CybermancyObservation } from '../state.js';
import { cardsOf } from '../cards-of.js';
import type { SetupInfo } from '../state.js';
import { matrixOverloadCalibration } from '@matrix-arcade/matrix-overload/engine/calibration';
import { calibrationTable as advancedTable } from './calibration-table-advanced.js';
import { calibrationTable as campaignKnightsTable } from './calibration-table-campaign-2.js';
import { calibrationTable as campaignEarlyTable } from './calibration-table-campaign-2-4.js';
import { calibrationTable as campaignFiveTable } from './calibration-table-campaign-5.js';
import { calibrationTable as campaignSixTable } from './calibration-table-campaign-6.js';
import { calibrationTable as challengeTable } from './calibration-table-challenge.js';

/** The basic game's table: MATR1X ØVERLØAD's (the same deck, rules and search). */
const basicTable: CalibrationTable = {
  settings: matrixOverloadCalibration.settings,
  fitted: `MATR1X ØVERLØAD's table, read by the basic mode: ${matrixOverloadCalibration.fitted}`,
  curves: matrixOverloadCalibration.curves,
};

/** The fitted table of each mode but the campaign. */
const TABLES: Readonly<Record<Exclude<SetupInfo['mode'], 'campaign'>, CalibrationTable>> = {
  basic: basicTable,
  advanced: advancedTable,
  challenge: challengeTable,
};

/**
 * The table of each campaign chapter, 1 to 7: chapter 1 deals the basic game and chapter 7 the
 * advanced one, card for card; chapters 3 and 4 share one.
 */
const CHAPTER_TABLES: readonly CalibrationTable[] = [
  TABLES.basic,
  campaignKnightsTable,
  campaignEarlyTable,
  campaignEarlyTable,
  campaignFiveTable,
  campaignSixTable,
  TABLES.advanced,
];

/** The table a setup's run reads: its mode's, or its campaign chapter's. */
export function cyberTableFor(setup: SetupInfo): CalibrationTable {
  if (setup.mode !== 'campaign') return TABLES[setup.mode];
  return CHAPTER_TABLES[Math.min(7, Math.max(1, setup.chapter)) - 1]!;
}

/** Cards dealt from the deck, as a share of the run's cards (0 without a setup). */
export function cyberProgress(o: CybermancyObservation): number {
  const setup = (o as { readonly setup?: SetupInfo }).setup;
  if (setup === undefined) return 0;
  const cards = cardsOf(setup).length;
  return cards === 0 ? 0 : Math.min(1, Math.max(0, 1 - o.deckSize / cards));
}

export const cybermancyCalibration: HintCalibration<CybermancyObservation> = {
  ...basicTable,
  progress: cyberProgress,
  tableFor: (o) => {
    const setup = (o as { readonly setup?: SetupInfo }).setup;
    return setup === undefined ? undefined : cyberTableFor(setup);
  },
};
