import { describe, expect, it } from 'vitest';
import { isNewsletterEmail } from './newsletter';

describe('isNewsletterEmail (SPEC §5)', () => {
  it.each(['guest@example.com', 'a.b+c@mail.example.com.bd', '  padded@example.org  '])('accepts %s', (email) => {
    expect(isNewsletterEmail(email)).toBe(true);
  });

  it.each(['', 'guest', 'guest@', 'guest@example', '@example.com', 'gu est@example.com', 'guest@exa mple.com', 'a@b@c.com'])(
    'rejects %j',
    (email) => {
      expect(isNewsletterEmail(email)).toBe(false);
    },
  );
});
