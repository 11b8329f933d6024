/**
 * What the arcade keeps of the game on show: its element made with its saved game (`mountKept`),
 * the hooks `mountGame` wires to it (a
 * change saved, a finished game counted once, an abandoned one recorded) and the cost of
 * abandoning it in words. An online duel is not kept: the game server holds it (the page's
 * address holds the seat, so a reload takes it back), so it is never saved as the local game in
 * progress, never replaces the one saved before, and its result is not counted in the local
 * statistics, which are about games played on this device.
 */
import type { AnyGame, Outcome } from '@matrix-arcade/core';
import type { SessionJSON } from '../lib/game-session.js';
import { aiOnlySeats, assisted } from '../lib/made-by.js';
import type { WebGame } from '../web-game.js';
import type { ArcadeStorage, Preferences } from './arcade-storage.js';
import type { DailyController } from './daily-controller.js';
import { type AnyGameElement, type MountHooks, mountGame, seatsOf } from './game-mount.js';
import type { GameRecords } from './game-records.js';
import { optionsKey, optionsLabel } from './option-bests.js';

const LOSS_NOTE = 'It counts as a loss in your statistics.';

/** Whether the element plays online (a game server holds its game). */
export function playingOnline(el: AnyGameElement | null): boolean {
  return !!el && !!el.server && !!el.room;
}

export interface Keeper {
  readonly records: GameRecords;
  readonly rules: AnyGame;
  readonly daily: Pick<DailyController, 'finished'>;
  report(message: string): void;
  save(): void;
  update(): void;
}

/**
 * Who played the game of `el`, as recorded move by move (`made-by.ts`): the seats no person
 * played (what a result counts against) and whether the AI played part of a person's seat.
 */
export function playedBy(rules: AnyGame, el: AnyGameElement): { ai: number[]; assisted: boolean } {
  const seats = seatsOf(rules, el);
  const steps = el.moveMakers;
  return { ai: aiOnlySeats(steps, seats, el.aiSeats), assisted: assisted(steps, seats) };
}

/** The hooks of a mounted element `el` (`k` is read at each call: it names the game on show). */
export function keepingHooks(k: () => Keeper, el: () => AnyGameElement): MountHooks {
  return {
    report: (m) => k().report(m),
    onChange: () => k().save(),
    onOver: (r: Outcome) => {
      const e = el();
      if (playingOnline(e)) return;
      const { records, rules, daily } = k();
      const p = playedBy(rules, e);
      const options = rules.optionsOf(e.gameState) as Record<string, unknown>;
      records.finished(r.winners, r.summary, p, e.state!, seatsOf(rules, e), {
        key: optionsKey(options),
        label: optionsLabel(rules.optionSchema, options),
        scores: r.scores,
      });
      daily.finished(e, r, e.state!);
      k().save();
    },
    onAbandon: (state: SessionJSON) => {
      const e = el();
      if (playingOnline(e)) return;
      k().records.abandoned(state, playedBy(k().rules, e), seatsOf(k().rules, e));
      k().update();
    },
  };
}

/**
 * Makes the element of `entry` in `slot` with the game `records` keep saved (what of the save
 * could not be read is reported), wired to the keeper `k`.
 */
export function mountKept(
  entry: WebGame,
  records: GameRecords,
  p: { storage: ArcadeStorage; prefs: Preferences; slot: Element; keeper: () => Keeper },
): AnyGameElement {
  const { saved, problems } = records.load();
  for (const m of problems) p.keeper().report(m);
  const hooks = keepingHooks(p.keeper, () => el);
  const el = mountGame(entry, { saved, prefs: p.prefs, storage: p.storage, slot: p.slot, hooks });
  return el;
}

/** What abandoning the game of `el` costs, in words ('' when it is not counted). */
export function lossNote(records: GameRecords, rules: AnyGame, el: AnyGameElement | null): string {
  if (!el || playingOnline(el)) return '';
  return records.counts(playedBy(rules, el).ai, seatsOf(rules, el)) ? LOSS_NOTE : '';
}
