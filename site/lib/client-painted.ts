// `client:painted`: an island that asks for its code once the page has painted, and hydrates then (issue
// #14). The page is server-rendered, so its first frame is the whole first view: the fonts and the HTML get
// a phone's bandwidth to themselves until it is drawn, and no island runs before it, even from the cache
// on a second visit. The island's whole module graph is written on it at build time (`data-modules`,
// scripts/astro-module-preload.ts), so the code is asked for at once, with no import waiting for another.
import type { ClientDirective } from 'astro';

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:painted'?: boolean;
    }
  }
}

const painted: ClientDirective = async (load, _options, island) => {
  // A frame callback runs just before the first paint; the task it queues, just after it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  for (const href of island.dataset['modules']?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Returned, so that a failure reaches Astro's own handling of a hydration error.
  const hydrate = await load();
  await hydrate();
};

export default painted;
