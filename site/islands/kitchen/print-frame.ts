// One ticket printed without leaving the kitchen's screen: /ticket?order=…&copy=kitchen loads in a frame out of
// sight (same origin, so its window can be told to print), and once the page says its ticket is drawn, with the
// allergens (`<html data-ticket-ready="1">`, islands/ticket/Ticket.tsx), the frame's window prints it. Under
// Chrome's kiosk printing (--kiosk-printing) that goes to the default printer without a dialog.

/** The printable page of an order's kitchen ticket (also each card's Print link). */
export const ticketUrl = (orderId: string): string => `/ticket?order=${encodeURIComponent(orderId)}&copy=kitchen`;

/** How long a ticket's page may take to draw before it is given up (the catalogue, the order, the fonts). */
const READY_WITHIN_MS = 20_000;
const LOOK_EVERY_MS = 250;
/** A frame whose printing never says it is done is taken away after this. */
const REMOVE_AFTER_MS = 60_000;

/** Prints the order's ticket; resolves to whether it was handed to the printer. */
export function printTicket(orderId: string, label: string): Promise<boolean> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.className = 'kitchen-print-frame';
    frame.title = label;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.src = ticketUrl(orderId);
    const started = Date.now();
    const done = (printed: boolean) => {
      window.clearInterval(look);
      resolve(printed);
      if (!printed) frame.remove();
    };
    const look = window.setInterval(() => {
      const view = frame.contentWindow;
      const mark = frame.contentDocument?.documentElement.dataset.ticketReady;
      if (view && mark === '1') {
        window.clearInterval(look);
        // Taken away once printing is over: removing the frame earlier cancels the job in some browsers.
        const away = window.setTimeout(() => frame.remove(), REMOVE_AFTER_MS);
        view.addEventListener('afterprint', () => {
          window.clearTimeout(away);
          frame.remove();
        });
        // Printed in the ticket's own faces once they are in, not in the fallbacks they swap from.
        void view.document.fonts.ready.then(() => {
          view.print();
          done(true);
        });
      } else if (mark === 'failed' || Date.now() - started > READY_WITHIN_MS) done(false);
    }, LOOK_EVERY_MS);
    document.body.append(frame);
  });
}
