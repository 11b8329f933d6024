/**
 * `@matrix-arcade/matrix-overload/engine/codecs`: the family's observation and state words
 * without the kernel, for an edition's engine that wraps them. Importing the
 * `./engine` entry instead would bring the MATR1X ØVERLØAD kernel's `new URL(….wasm)` along, and
 * a bundler would emit that module beside the edition's own. This entry only re-exports.
 */
export { encodeObservation, encodeState } from './encode.js';
export { packState } from './pack.js';
