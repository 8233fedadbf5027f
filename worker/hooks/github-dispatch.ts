// Starting the deploy workflow: GitHub's "create a repository dispatch event"
// (POST /repos/{owner}/{repo}/dispatches, answered 204), with a fine-grained token allowed Contents: write on
// this one repository. Takes its settings and knows no HTTP of ours.

export const GITHUB_API = 'https://api.github.com';

/** GitHub's answer to a call that did not start the workflow. */
export class DispatchFailed extends Error {}

export async function dispatchToGitHub(settings: { repository: string; token: string }, eventType: string, clientPayload: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${GITHUB_API}/repos/${settings.repository}/dispatches`, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${settings.token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'Content-Type': 'application/json',
        // GitHub refuses a request without one.
        'User-Agent': 'karnaphuli-content-hook',
      },
      body: JSON.stringify({ event_type: eventType, client_payload: clientPayload }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new DispatchFailed(`GitHub could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    // GitHub's message ("Bad credentials", "Not Found" for a token without access) says what to fix.
    const detail = await response.text().catch(() => '');
    throw new DispatchFailed(`GitHub answered ${response.status}: ${detail.slice(0, 200)}`);
  }
}
