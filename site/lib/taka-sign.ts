// The taka sign (৳) has a face of its own, `Taka` (layouts/BaseLayout.astro): the guest's Bengali font when the
// device has one, else a one-glyph download. A browser loads a face only when text set in it is laid out, so on
// a page whose prices come later, with an island, the face was asked for by the island's first paint: that
// layout searched every font on the device for the sign, and laid the page out again when the face arrived.
// Measured on /admin (docs/performance.md, "The taka sign asked for early"): the island's first layouts took
// 70 ms on this machine with the face late, 45 ms with it ready.

/** Asks for the taka sign's face now, on a page whose islands will show prices. */
export function loadTakaSign(): void {
  document.fonts?.load('1em Taka', '\u09F3').catch(() => undefined);
}
