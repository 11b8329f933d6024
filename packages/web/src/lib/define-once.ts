/**
 * Registers a custom element unless its tag is already taken, so that two bundles (or a page and
 * an embedded game) that both load a define entry do not throw "already defined".
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
