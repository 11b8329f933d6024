/**
 * The errors a page reports while a browser test walks it: uncaught errors (the browser's
 * "ResizeObserver loop completed with undelivered notifications" among them), unhandled
 * rejections and `console.error` calls; `stop()` puts `console.error` back.
 */
export function collectPageErrors(): { readonly errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String(e.reason));
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop() {
      console.error = consoleError;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
