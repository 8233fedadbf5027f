import '../zod-jitless';
import { z } from 'zod';
import { UpdateUserInput } from '../../../worker/contract/user';

// SPEC §5 "Login", "Register" and "Profile": the forms' rules and their exact messages.
const email = z.string().trim().pipe(z.email('Please enter a valid email'));
const password = z.string().min(8, 'Password must be at least 8 characters');

export const LoginForm = z.object({ email, password });
export type LoginForm = z.infer<typeof LoginForm>;

export const RegisterForm = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be less than 100 characters'),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof RegisterForm>;

/** The Edit Profile form is the update-user call without the uid, which comes from the session. */
export const ProfileForm = UpdateUserInput.omit({ userId: true });
export type ProfileForm = z.infer<typeof ProfileForm>;

/** The first message for each field that failed, keyed by field name; empty when the form is valid. */
export function fieldErrors<T extends z.ZodType>(schema: T, values: unknown): { data?: z.infer<T>; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}
