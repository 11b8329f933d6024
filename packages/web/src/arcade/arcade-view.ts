/**
 * What `<matrix-arcade>` draws, as one template over its state: the top bar, the notice, the
 * front door (while picking: a game in progress to continue, the games and their daily deals), the slot the game element goes in (filling the rest), the New
 * game, Stats and Rules dialogs, the replay dialog, the question about a link opened over a
 * running game, and the credits. The front door and the credits need only the games' cards; the
 * game's own parts wait for its code ("Loading …" in the slot meanwhile).
 */
import { html, nothing } from 'lit';
import { CARDS } from '../game-cards.js';
import type { GameCard, WebGame } from '../web-game.js';
import { arcadeDialog, historyPanel, noticeBar, statsPanel } from './arcade-panels.js';
import type { Preferences } from './arcade-storage.js';
import { type Opening, topBar } from './arcade-top-bar.js';
import type { PastGame } from './game-history.js';
import { type PickerProps, gamePicker } from './game-picker.js';
import type { GameRecords } from './game-records.js';
import { linkQuestion } from './link-question.js';
import { rulesSummary } from './rules-summary.js';

export interface ArcadeViewProps {
  /** The card of the game on show. */
  readonly card: GameCard;
  /** The game on show once its code is loaded, else null (its dialogs wait for it). */
  readonly entry: WebGame | null;
  /** A game was chosen (not a first visit on the front door). */
  readonly chosen: boolean;
  readonly picking: boolean;
  readonly prefs: Preferences;
  readonly notice: string | null;
  /** The line that says the arcade is offline (nothing while online). */
  readonly offline?: unknown;
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
  /** "Learn to play" (arcade/learn-door.ts): its dialogs, and how to open them for a game. */
  readonly learn?: unknown;
  /** The line offering a game's guided game after its first pick, or nothing. */
  readonly learnOffer?: unknown;
  readonly onLearn?: (id: string, what?: { reference?: boolean }) => void;
}

export function arcadeView(p: ArcadeViewProps) {
  const { card, entry } = p;
  const title = card.title;
  return html`${topBar({
    title: p.chosen ? title : null,
    ready: entry !== null,
    picking: p.picking,
    online: p.online ?? false,
    prefs: p.prefs,
    onOpen: p.onOpen,
    onPrefs: p.onPrefs,
  })}
    ${noticeBar(p.notice, p.onDismiss)} ${p.offline ?? nothing}
    ${p.picking ? gamePicker({ ...p.door, current: p.chosen ? card.id : null, onPick: p.onPick, ...(p.onLearn && { onLearn: (id: string) => p.onLearn!(id) }) }) : nothing}
    ${p.picking ? nothing : (p.learnOffer ?? nothing)}
    <main class="game-slot" ?hidden=${p.picking} aria-labelledby="game-title">
      <h2 id="game-title" class="visually-hidden">${title}</h2>
      ${entry ? nothing : html`<p class="loading" role="status">Loading ${title}…</p>`}
    </main>
    ${entry ? gameParts(p, entry, title) : nothing}
    <arcade-replay></arcade-replay> ${p.learn ?? nothing}
    <footer>
      ${CARDS.map((g) => g.credit)
        .filter(Boolean)
        .join(' ')}
      matrix-arcade is an independent implementation; rules summaries are our own words.
    </footer>`;
}

/** The parts of the view that need the game on show loaded: its daily line and dialogs. */
function gameParts(p: ArcadeViewProps, entry: WebGame, title: string) {
  return html`${p.picking ? nothing : (p.daily ?? nothing)}
    ${p.newGameDialog} ${p.onlineDialog ?? nothing}
    ${arcadeDialog(
      'stats',
      `Statistics: ${title}`,
      html`${statsPanel(p.seats, p.records.stats, p.records.history, { bests: p.records.bests, streak: p.streak, soloToo: p.card.players.min === 1 && p.card.players.max > 1 })} ${historyPanel(title, p.records.history, p.onReplay)}`,
    )}
    ${arcadeDialog(
      'rules',
      `How to play ${title}`,
      html`<div class="rules">
        <p class="blurb">${entry.descriptor.blurb}</p>
        ${
          p.onLearn
            ? html`<p class="learn-links">
                <button class="primary" data-learn-rules="lessons" @click=${() => p.onLearn!(entry.id)}>Learn to play: lessons</button>
                <button data-learn-rules="reference" @click=${() => p.onLearn!(entry.id, { reference: true })}>Rules reference</button>
              </p>`
            : nothing
        }
        ${rulesSummary(entry.descriptor.rules)}
      </div>`,
    )}
    ${
      p.linkAsk
        ? linkQuestion({
            title,
            seed: p.linkAsk.seed,
            note: p.linkAsk.note,
            onAnswer: p.onLinkAnswer,
          })
        : nothing
    }`;
}
