/**
 * What `<matrix-arcade>` draws, as one template over its state: the top bar, the notice, the
 * front door (while picking: a game in progress to continue, the games and their daily deals), the slot the game element goes in (filling the rest), the New
 * game, Stats and Rules dialogs, the replay dialog, the question about a link opened over a
 * running game, and the credits.
 */
import { html, nothing } from 'lit';
import { GAMES, type WebGame } from '../games.js';
import { arcadeDialog, historyPanel, noticeBar, statsPanel } from './arcade-panels.js';
import type { Preferences } from './arcade-storage.js';
import { type Opening, topBar } from './arcade-top-bar.js';
import type { PastGame } from './game-history.js';
import { type PickerProps, gamePicker } from './game-picker.js';
import type { GameRecords } from './game-records.js';
import { linkQuestion } from './link-question.js';
import { rulesSummary } from './rules-summary.js';

export interface ArcadeViewProps {
  readonly entry: WebGame;
  /** A game was chosen (not a first visit on the front door). */
  readonly chosen: boolean;
  readonly picking: boolean;
  readonly prefs: Preferences;
  readonly notice: string | null;
  /** The daily deal's and the solver's lines, drawn below the game (the game first), or null. */
  readonly daily: unknown;
  /** Seats of the deal on show (a solitaire or a solo maze: one). */
  readonly seats: number;
  /** The statistics, past games and statistics per option set of the game on show. */
  readonly records: Pick<GameRecords, 'stats' | 'history' | 'bests'>;
  /** The daily streak. */
  readonly streak: number;
  /** The front door's game in progress and daily deals. */
  readonly door: Pick<PickerProps, 'resume' | 'dailyOf' | 'today' | 'onDaily'>;
  /** The New game dialog, drawn by its controller. */
  readonly newGameDialog: unknown;
  /** The "Play a friend online" dialog, drawn by its controller (nothing for a solitaire). */
  readonly onlineDialog?: unknown;
  readonly online?: boolean;
  /** A link's deal waiting for an answer, with what abandoning costs. */
  readonly linkAsk: { readonly seed: number; readonly note: string } | null;
  readonly onOpen: (what: Opening) => void;
  readonly onPrefs: (p: Preferences) => void;
  readonly onDismiss: () => void;
  readonly onPick: (id: string) => void;
  readonly onReplay: (g: PastGame) => void;
  readonly onLinkAnswer: (abandon: boolean) => void;
}

export function arcadeView(p: ArcadeViewProps) {
  const { entry } = p;
  const title = entry.descriptor.game.title;
  return html`${topBar({
    title: p.chosen ? title : null,
    picking: p.picking,
    online: p.online ?? false,
    prefs: p.prefs,
    onOpen: p.onOpen,
    onPrefs: p.onPrefs,
  })}
    ${noticeBar(p.notice, p.onDismiss)}
    ${p.picking ? gamePicker({ ...p.door, current: p.chosen ? entry.id : null, onPick: p.onPick }) : nothing}
    <main class="game-slot" ?hidden=${p.picking} aria-labelledby="game-title">
      <h2 id="game-title" class="visually-hidden">${title}</h2>
    </main>
    ${p.picking ? nothing : (p.daily ?? nothing)}
    ${p.newGameDialog} ${p.onlineDialog ?? nothing}
    ${arcadeDialog(
      'stats',
      `Statistics: ${title}`,
      html`${statsPanel(p.seats, p.records.stats, p.records.history, { bests: p.records.bests, streak: p.streak })} ${historyPanel(title, p.records.history, p.onReplay)}`,
    )}
    ${arcadeDialog(
      'rules',
      `How to play ${title}`,
      html`<div class="rules">
        <p class="blurb">${entry.descriptor.blurb}</p>
        ${rulesSummary(entry.descriptor.rules)}
      </div>`,
    )}
    <arcade-replay></arcade-replay>
    ${
      p.linkAsk
        ? linkQuestion({
            title,
            seed: p.linkAsk.seed,
            note: p.linkAsk.note,
            onAnswer: p.onLinkAnswer,
          })
        : nothing
    }
    <footer>
      ${GAMES.map((g) => g.descriptor.credit)
        .filter(Boolean)
        .join(' ')}
      matrix-arcade is an independent implementation; rules summaries are our own words.
    </footer>`;
}
