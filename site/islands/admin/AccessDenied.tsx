import * as ADMIN from './messages';

/** SPEC §2: the page a signed-in guest without the admin role sees at /admin. */
export function AccessDenied() {
  function goBack() {
    // Opened directly (no page to go back to), Go Back leads home rather than nowhere.
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  }
  return (
    <section className="notice-card" aria-labelledby="access-denied-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="15" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M13.5 34.5l21-21" stroke="currentColor" strokeWidth="1.4" />
      </svg>
      <h1 id="access-denied-title" className="access-denied-title">
        {ADMIN.accessDeniedTitle}
      </h1>
      <p>{ADMIN.accessDeniedText}</p>
      <div className="notice-actions">
        <button className="button button--quiet" type="button" onClick={goBack}>
          {ADMIN.goBack}
        </button>
        <a className="button" href="/">
          {ADMIN.returnHome}
        </a>
      </div>
    </section>
  );
}
