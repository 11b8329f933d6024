/**
 * How everything here launches Debian's Chromium headless shell (`scripts/ensure-chromium.sh`
 * installs `chromium-headless-shell`; `CHROME_BIN` points at another Chromium, e.g.
 * `/usr/bin/chromium` to watch a test in the full browser): the browser tests through vitest's
 * playwright provider, the built site's tests, the release test and the hint benchmark
 * (`scripts/bench-hints.mjs`) through playwright directly. The headless shell is the same
 * Chromium renderer without the browser's windowing layer: about a third less CPU on this
 * suite's browser files (measured: 36 against 53 CPU-s on three files, the renderer 16 against
 * 24). One place for its path and flags (no sandbox as root, no GPU, no background traffic: the
 * machine reaches only the npm registry). Plain JavaScript so that the benchmark script can
 * import it without a build.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_BIN || '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
