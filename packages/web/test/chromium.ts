/**
 * The Chromium launch settings for the TypeScript side (the browser test config and the release
 * test); they live in `chromium-launch.mjs`, which the hint benchmark script also imports.
 */
export { CHROMIUM_LAUNCH } from './chromium-launch.mjs';
