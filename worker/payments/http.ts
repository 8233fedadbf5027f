// One call to a gateway: a timeout of its own (PAYMENT_TIMEOUT_MS), and one kind of failure for "no answer"
// (a timeout, a refused or dropped connection, a 5xx, a body that is not JSON), which the callers meet by asking
// for the payment's status instead of guessing (docs/payments.md). A gateway's refusal is not that: it is an
// answer, read from the body (bKash reports errors with HTTP 200 and a statusCode).

/** The gateway did not answer, or not in a way that says anything about the payment. */
export class GatewayUnreachable extends Error {
  override name = 'GatewayUnreachable';
}

/** The gateway refused our credentials or token (401, 403): a token to get again, not a payment's answer. */
export class GatewayUnauthorized extends Error {
  override name = 'GatewayUnauthorized';
}

export async function callGateway<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GatewayUnreachable(`${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new GatewayUnreachable(`${new URL(url).pathname}: HTTP ${response.status}`);
  if (response.status === 401 || response.status === 403) throw new GatewayUnauthorized(`${new URL(url).pathname}: HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new GatewayUnreachable(`${new URL(url).pathname}: HTTP ${response.status}, not JSON`);
  }
}

/** Taka as the gateways write amounts: "1370.00". */
export const taka = (amount: number) => amount.toFixed(2);

/** Whether a gateway's amount ("1370.00", "1370") is `amount` taka exactly. */
export const sameAmount = (reported: unknown, amount: number) => typeof reported === 'string' && reported.trim() !== '' && Math.round(Number(reported) * 100) === amount * 100;
