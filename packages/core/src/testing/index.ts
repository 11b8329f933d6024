export {
  conformanceChecks,
  type ConformanceCheck,
  type ConformanceOptions,
} from './conformance.js';
export {
  glitchDeck,
  DIE_BASE,
  DRAW,
  STOP,
  type GlitchDeckObservation,
  type GlitchDeckState,
} from './glitch-deck.js';
export { rejectionOf } from './rejects.js';
export { propertyRuns } from './property-seed.js';
export { lessonProblems, rulingsHeadings } from './lesson-checks.js';
export { fromPosition, replayFrom } from './position-replay.js';
