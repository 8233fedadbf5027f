// Types of make-admin.mjs, for its test.
export const USAGE: string;
export type Request = { uid: string; remote: boolean; role: 'admin' | 'user' };
export function parseArgs(args: string[]): Request | { error: string };
export function roleStatement(request: Pick<Request, 'uid' | 'role'>, now?: number): string;
