import { useState } from 'react';
import { useLang, useWords } from '../../i18n/react';
import { fill } from '../../i18n/fill';
import { fillNodes } from '../shared/fill-nodes';
import { socialErrorMessage } from '../../lib/auth/errors';
import type { SocialProvider } from '../../lib/auth/social';

interface Props {
  /** Called once the guest is signed in and their record is in the session. */
  onSignedIn: () => void;
  /** Shows a message above the form; social failures are silent except a blocked popup (SPEC §8). */
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

// Words: the catalog's `account` (social, popupBlocked).
const PROVIDERS: { id: SocialProvider; name: string; icon: React.ReactNode }[] = [
  {
    id: 'google',
    name: 'Google',
    icon: (
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3c-1.65 4.66-6.08 8-11.3 8-6.63 0-12-5.37-12-12s5.37-12 12-12c3.06 0 5.84 1.15 7.96 3.04l5.66-5.66C34.05 6.05 29.27 4 24 4 12.95 4 4 12.95 4 24s8.95 20 20 20 20-8.95 20-20c0-1.34-.14-2.65-.4-3.9Z" />
        <path fill="#FF3D00" d="m6.3 14.7 6.58 4.82C14.66 15.11 18.96 12 24 12c3.06 0 5.84 1.15 7.96 3.04l5.66-5.66C34.05 6.05 29.27 4 24 4 16.32 4 9.66 8.34 6.3 14.7Z" />
        <path fill="#4CAF50" d="M24 44c5.17 0 9.86-1.98 13.41-5.19l-6.19-5.24A11.9 11.9 0 0 1 24 36c-5.2 0-9.62-3.32-11.28-7.95l-6.52 5.03C9.5 39.56 16.23 44 24 44Z" />
        <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12.04 12.04 0 0 1-4.09 5.57l6.19 5.24C36.97 39.2 44 34 44 24c0-1.34-.14-2.65-.4-3.9Z" />
      </svg>
    ),
  },
  {
    id: 'facebook',
    name: 'Facebook',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#1877F2" d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.9 3.78-3.9 1.1 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z" />
      </svg>
    ),
  },
];

/** Continue with Google / Facebook: the provider's popup, then the same session as an e-mail sign-in. */
export function SocialButtons({ onSignedIn, onError, disabled = false }: Props) {
  const words = useWords('account');
  // The brand keeps its Latin letters: on a Bangla page a screen reader says it in English.
  const brandLang = useLang() === 'bn' ? 'en' : undefined;
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  async function continueWith(provider: SocialProvider) {
    onError(undefined);
    setBusy(provider);
    try {
      const { signInWith } = await import('../../lib/session/sign-in');
      await signInWith(provider);
      onSignedIn();
    } catch (error) {
      onError(socialErrorMessage(error, words));
      setBusy(null);
    }
  }

  return (
    <div className="social">
      {PROVIDERS.map((provider) => (
        <button key={provider.id} className="button button--quiet social-button" type="button" disabled={disabled || busy !== null} onClick={() => void continueWith(provider.id)}>
          <span className="social-icon">{provider.icon}</span>
          {/* English: one run of text, as before the words had a language (an element in it moved by a pixel's
              fraction when the faces arrived); Bangla: the brand marked as English. */}
          {brandLang ? <span>{fillNodes(words.social.continueWith, { provider: <span lang={brandLang}>{provider.name}</span> })}</span> : fill(words.social.continueWith, { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
