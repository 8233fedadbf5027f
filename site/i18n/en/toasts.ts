// toasts: SPEC §8's toasts, keyed by their names in site/lib/toasts/messages.ts and built from it, so the English
// is that module's, verbatim. The page shell's toast region shows a known toast in the page's words
// (lib/toasts/render.ts reads them with pageWords('toasts'); BaseLayout writes them into every page). The Bangla
// beside it (../bn/toasts.ts) has every key of this one.
import * as TOASTS from '../../lib/toasts/messages';
import { textsOf } from '../message-texts';

export default textsOf(TOASTS);
