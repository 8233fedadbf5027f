// The guest's language, remembered and offered, never imposed (no redirect: a link to /menu is /menu):
// - following the language switch remembers the choice, and carries the page's query and fragment across
//   (/track-order?id=… → /bn/track-order?id=…);
// - an English page offers Bangla once, in a quiet line under the header, to a browser that prefers Bangla or
//   a guest who chose it before; "Not now" or following it ends the offer for good.
import { pageWords } from '../i18n/page-words';
import { isLang, pageLang, pathIn, type Lang } from '../i18n/lang';

const CHOICE = 'karnaphuli:lang';
const OFFERED = 'karnaphuli:lang-offered';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice lasts this page only.
  }
}

/** The language the guest chose on the switch, if they did. */
export function chosenLang(): Lang | null {
  const choice = stored(CHOICE);
  return isLang(choice) ? choice : null;
}

function prefersBangla(): boolean {
  return navigator.languages.some((tag) => tag.toLowerCase().startsWith('bn'));
}

export function setUpLanguage(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-lang-switch]');
    if (!link) return;
    const lang = link.dataset.langSwitch;
    if (!isLang(lang)) return;
    store(CHOICE, lang);
    store(OFFERED, '1');
    const { search, hash } = window.location;
    if (search || hash) link.href = `${link.pathname}${search}${hash}`;
  });

  if (pageLang() !== 'en' || stored(OFFERED)) return;
  const choice = chosenLang();
  if (choice === 'en' || (choice !== 'bn' && !prefersBangla())) return;
  offerBangla(root);
}

function offerBangla(root: Document): void {
  const words = pageWords('common');
  const offer = root.createElement('aside');
  offer.className = 'lang-offer';
  offer.lang = 'bn';
  const text = root.createElement('p');
  text.textContent = words.switchHint;
  const follow = root.createElement('a');
  follow.href = `${pathIn('bn', window.location.pathname)}${window.location.search}${window.location.hash}`;
  follow.hreflang = 'bn';
  follow.dataset.langSwitch = 'bn';
  follow.textContent = words.switchHintAction;
  const dismiss = root.createElement('button');
  dismiss.type = 'button';
  dismiss.lang = 'en';
  dismiss.textContent = words.dismiss;
  dismiss.addEventListener('click', () => {
    store(OFFERED, '1');
    offer.remove();
  });
  text.append(' ', follow);
  offer.append(text, dismiss);
  // Fixed at the foot of the screen, over the page rather than in its flow: the page's layout never moves.
  root.body.append(offer);
}
