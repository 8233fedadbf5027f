import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';

// SPEC §2 and §6: the page a signed-in guest without the role a staff screen needs sees (the dashboard, the kitchen).
// Words: the catalog's `shared` (the staff pages hand it in English).

export function AccessDenied() {
  const words = useWords('shared').accessDenied;
  const home = pathIn(useLang(), '/');
  function goBack() {
    // Opened directly (no page to go back to), Go Back leads home rather than nowhere.
    if (window.history.length > 1) window.history.back();
    else window.location.assign(home);
  }
  return (
    <section className="notice-card" aria-labelledby="access-denied-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="15" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M13.5 34.5l21-21" stroke="currentColor" strokeWidth="1.4" />
      </svg>
      <h1 id="access-denied-title" className="access-denied-title">
        {words.title}
      </h1>
      <p>{words.text}</p>
      <div className="notice-actions">
        <button className="button button--quiet" type="button" onClick={goBack}>
          {words.goBack}
        </button>
        <a className="button" href={home}>
          {words.home}
        </a>
      </div>
    </section>
  );
}
