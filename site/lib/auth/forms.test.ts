import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { LoginForm, RegisterForm } from './forms';
import { ProfileForm } from './profile-form';

describe('login form (SPEC §5)', () => {
  it('names each field with its message', () => {
    expect(fieldErrors(LoginForm, { email: 'nope', password: 'short' }).errors).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('passes a valid form through, trimmed', () => {
    expect(fieldErrors(LoginForm, { email: ' guest@example.com ', password: 'password123' })).toEqual({ data: { email: 'guest@example.com', password: 'password123' }, errors: {} });
  });
});

describe('register form (SPEC §5)', () => {
  const valid = { name: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'password123', confirmPassword: 'password123' };

  it('puts a mismatch on confirmPassword', () => {
    expect(fieldErrors(RegisterForm, { ...valid, confirmPassword: 'password124' }).errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('checks name, email and password', () => {
    expect(fieldErrors(RegisterForm, { name: 'N', email: 'x@', password: '1234567', confirmPassword: '1234567' }).errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
    expect(fieldErrors(RegisterForm, valid).errors).toEqual({});
  });
});

describe('profile form (SPEC §5)', () => {
  it('uses the spec’s profile messages', () => {
    expect(fieldErrors(ProfileForm, { name: 'N', email: 'nope', phone: '0171', address: 'Road' }).errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      address: 'Address must be at least 5 characters',
    });
  });
});
