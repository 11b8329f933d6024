/** Types of game-list.mjs (the generator of `src/game-list.generated.ts` and its siblings). */
export function gameListPackages(): { name: string; id: string }[];
export function gameListSource(): Promise<{ list: string; classes: string; cards: string }>;
export function writeGameList(): Promise<void>;
