// The small-screen drawer: a modal <dialog> (the rest of the page is inert while it is open), with focus
// kept inside it — Tab and Shift+Tab wrap around — and closed by Escape, the close button or the backdrop.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function setUpDrawer(root: Document): void {
  const drawer = root.querySelector<HTMLDialogElement>('#site-drawer');
  const opener = root.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!drawer || !opener) return;

  const focusables = () =>
    [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

  opener.addEventListener('click', () => {
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
    focusables()[0]?.focus();
  });

  drawer.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });

  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => drawer.close());

  // A click on the backdrop lands on the <dialog> itself, outside its content box.
  drawer.addEventListener('click', (event) => {
    if (event.target !== drawer) return;
    const box = drawer.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) drawer.close();
  });

  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Growing past the breakpoint (a rotated tablet) leaves no drawer open over the full navigation.
  matchMedia('(min-width: 60.0625rem)').addEventListener('change', (query) => {
    if (query.matches && drawer.open) drawer.close();
  });
}
