// SPEC §2 and §6: the page a signed-in guest without the role a staff screen needs sees (the dashboard, the kitchen).
const TITLE = 'Access Denied';
const TEXT = "Sorry, you don't have permission to access this page. Please contact an administrator if you believe this is a mistake.";
const GO_BACK = 'Go Back';
const RETURN_HOME = 'Return to Home';

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
        {TITLE}
      </h1>
      <p>{TEXT}</p>
      <div className="notice-actions">
        <button className="button button--quiet" type="button" onClick={goBack}>
          {GO_BACK}
        </button>
        <a className="button" href="/">
          {RETURN_HOME}
        </a>
      </div>
    </section>
  );
}
