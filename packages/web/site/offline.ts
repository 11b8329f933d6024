/**
 * The site's side of working offline (the built site only: the dev server has no service
 * worker): registers `sw.js` (written by `offline-plugin.ts`), tells it which files this page
 * fetched before it took the page over (a first visit's game is then cached whole, its engine
 * included), and shows "A new version is ready" with Reload when a new build's worker waits.
 * Reload lets the new worker take over and reloads the page once it has; Later hides the note
 * (the new version starts with the next visit).
 */

/** Shows the update note (once) for the worker waiting in `reg`. */
function offerUpdate(reg: ServiceWorkerRegistration): void {
  if (!reg.waiting || !navigator.serviceWorker.controller) return;
  if (document.querySelector('.update-ready')) return;
  const note = document.createElement('div');
  note.className = 'update-ready';
  note.setAttribute('role', 'status');
  note.innerHTML =
    '<span>A new version of the arcade is ready.</span> <button type="button" data-update="reload">Reload</button> <button type="button" data-update="later">Later</button>';
  note.querySelector('[data-update="reload"]')!.addEventListener('click', () => {
    let reloaded = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloaded) return;
      reloaded = true;
      location.reload();
    });
    reg.waiting?.postMessage({ type: 'skip-waiting' });
  });
  note.querySelector('[data-update="later"]')!.addEventListener('click', () => note.remove());
  document.body.append(note);
}

export async function startOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Refused (a private window, a browser that blocks workers): the site works as before.
  const reg = await navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  if (!reg) return;
  offerUpdate(reg);
  reg.addEventListener('updatefound', () => {
    const next = reg.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed') offerUpdate(reg);
    });
  });
  // What the page fetched before the worker controlled it; again once it does (a game picked
  // in between was fetched from the network, not through the worker).
  const seen = async () => {
    const active = (await navigator.serviceWorker.ready).active;
    const urls = performance.getEntriesByType('resource').map((e) => e.name);
    active?.postMessage({ type: 'seen', urls });
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => void seen());
  await seen();
}
