import { describe, expect, it } from 'vitest';
import { ContactMessage } from './contact';

const valid = { name: 'Farhana', email: 'farhana@example.com', subject: 'Private dining', message: 'We would like the river room for twelve guests.' };
const messageFor = (input: unknown) => {
  const result = ContactMessage.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ContactMessage (SPEC §5)', () => {
  it('accepts a complete message', () => {
    expect(messageFor(valid)).toBeNull();
  });

  it.each([
    ['name', 'F', 'name: Name must be at least 2 characters'],
    ['email', 'farhana@', 'email: Please enter a valid email'],
    ['subject', 'Hi', 'subject: Subject must be at least 5 characters'],
    ['message', 'Too short.', 'message: Message must be at least 20 characters'],
  ])('rejects a short or invalid %s with the spec message', (field, value, expected) => {
    expect(messageFor({ ...valid, [field]: value })).toEqual([expected]);
  });

  it('does not count surrounding spaces towards the minimums', () => {
    expect(messageFor({ ...valid, name: '  F  ' })).toEqual(['name: Name must be at least 2 characters']);
  });

  it('refuses unknown fields', () => {
    expect(messageFor({ ...valid, role: 'admin' })).not.toBeNull();
  });
});
