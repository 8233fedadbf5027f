// `client:painted`: an island that hydrates as soon as the page has painted (issue #14). Its code is asked
// for as the page loads (a low-priority module preload, scripts/astro-module-preload.ts), but runs only
// after the first frame: when it is already in the phone's cache, on a second visit, `client:load` would
// run React before anything is drawn, and the guest would wait for hydration to see the page. The page is
// server-rendered, so the first frame is the whole first view; hydration follows within a frame.
import type { ClientDirective } from 'astro';

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:painted'?: boolean;
    }
  }
}

const painted: ClientDirective = (load) => {
  // A frame callback runs just before the first paint; the task it queues, just after it.
  requestAnimationFrame(() => {
    setTimeout(async () => {
      const hydrate = await load();
      await hydrate();
    });
  });
};

export default painted;
