/** Types of game-list.mjs (the generator of `src/game-list.generated.ts`). */
export function gameListPackages(): { name: string; id: string }[];
export function gameListSource(): { list: string; classes: string };
export function writeGameList(): void;
