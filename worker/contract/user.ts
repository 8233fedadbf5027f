import { z } from 'zod';
import { LANGS } from './lang';
import * as REPLIES from './messages/replies';
import * as VALIDATION from './messages/validation';

// SPEC §3 "User" and §5 "Profile"; the messages are the spec's.
export const USER_MESSAGES = {
  updated: REPLIES.profileUpdated,
} as const;

export const UserRecord = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  photoUrl: z.string(),
  /**
   * A guest, staff of the evening, or an admin (./staff ROLES), set with `npm run make-admin`, never by a client; or
   * 'house', the one account that owns the orders staff take for guests without one, which never signs in.
   */
  role: z.enum(['user', 'staff', 'admin', 'house']),
  /** The address the identity provider has verified to the account, where its mails go; null until proven. */
  verifiedEmail: z.string().nullable(),
  /** The language the guest last signed in or saved the profile in: their mails' and texts' when an order or a booking does not say. */
  lang: z.enum(LANGS),
});
export type UserRecord = z.infer<typeof UserRecord>;

const uid = z.string().trim().min(1, 'userId is required').max(128, 'userId is too long');

/** POST /api/user/create-user: what the identity provider told the client about the new user. */
export const CreateUserInput = z
  .object({
    userId: uid,
    name: z.string().trim().max(100, VALIDATION.nameMax100).default(''),
    // Empty when the provider has none (a Facebook account opened with a phone number); the guest adds one
    // in Edit Profile, which requires it.
    email: z.union([z.literal(''), z.string().trim().pipe(z.email(VALIDATION.profileEmail))]),
    photoURL: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'photoURL must be an https URL' })]).nullish(),
    /** The language of the page the guest signed in on: the account's from now on (its mails and texts). */
    lang: z.optional(z.enum(LANGS, 'lang must be en or bn')),
  })
  .strict();
export type CreateUserInput = z.infer<typeof CreateUserInput>;

/** PUT /api/user/update-user/: the Edit Profile form (SPEC §5 "Profile"). */
export const UpdateUserInput = z
  .object({
    userId: uid,
    name: z.string().trim().min(2, VALIDATION.nameMin).max(100, VALIDATION.nameMax100),
    email: z.string().trim().pipe(z.email(VALIDATION.profileEmail)),
    phone: z.string().trim().min(10, VALIDATION.profilePhone).max(20, 'Phone number must be at most 20 characters'),
    address: z.string().trim().min(5, VALIDATION.profileAddress).max(300, 'Address must be less than 300 characters'),
    /** The language of the page the profile was saved on: the account's from now on. */
    lang: z.optional(z.enum(LANGS, 'lang must be en or bn')),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;
