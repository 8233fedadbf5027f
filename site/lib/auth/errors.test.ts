import { describe, expect, it } from 'vitest';
import { islandWords } from '../../i18n/catalog';
import { loginErrorMessage as loginErrorIn, registerErrorMessage as registerErrorIn, socialErrorMessage as socialErrorIn } from './errors';

// The English words, as the sign-in pages hand them.
const { account } = islandWords('en', 'account');
const loginErrorMessage = (error: unknown) => loginErrorIn(error, account.loginErrors);
const registerErrorMessage = (error: unknown) => registerErrorIn(error, account.registerErrors);
const socialErrorMessage = (error: unknown) => socialErrorIn(error, account);
const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.';

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('login errors (SPEC §8)', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid credentials. Please check your email and password.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'The email address format is invalid.'],
    ['auth/too-many-requests', 'An unknown error occurred. Please try again.'],
    ['auth/network-request-failed', 'An unknown error occurred. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(loginErrorMessage(providerError(code))).toBe(message);
  });

  it('anything that is not the provider’s error is unexpected', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Unexpected error. Please try again.');
    expect(loginErrorMessage({ code: 'toString' })).toBe('Unexpected error. Please try again.');
    expect(loginErrorMessage(undefined)).toBe('Unexpected error. Please try again.');
  });
});

describe('registration errors (SPEC §8)', () => {
  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Please log in or use a different email to sign up.'],
    ['auth/invalid-email', 'The email address you entered is invalid.'],
    ['auth/weak-password', 'The password is too weak. Please use a stronger password.'],
    ['auth/operation-not-allowed', 'An unknown error occurred. Please try again later.'],
  ])('%s → %s', (code, message) => {
    expect(registerErrorMessage(providerError(code))).toBe(message);
  });

  it('a non-provider failure reads like any other', () => {
    expect(registerErrorMessage(new Error('boom'))).toBe('An unknown error occurred. Please try again later.');
  });
});

describe('social sign-in errors', () => {
  it('are silent, except a blocked popup', () => {
    expect(socialErrorMessage(providerError('auth/popup-closed-by-user'))).toBeUndefined();
    expect(socialErrorMessage(providerError('auth/cancelled-popup-request'))).toBeUndefined();
    expect(socialErrorMessage(providerError('auth/account-exists-with-different-credential'))).toBeUndefined();
    expect(socialErrorMessage(providerError('auth/popup-blocked'))).toBe(POPUP_BLOCKED);
  });
});
