export type { EngineHint, HintRequest } from './hint.js';
