import '../zod-jitless';
import * as z from 'zod/mini';
import * as VALIDATION from '#contract/messages/validation';

// SPEC §5 "Login" and "Register": the forms' rules and their exact messages. zod's "mini" build keeps the
// sign-in pages light (the full build is ~23 KB gzipped); schemas of either build validate with fieldErrors.
const email = z.string().check(z.trim(), z.email(VALIDATION.email));
const password = z.string().check(z.minLength(8, VALIDATION.password));

export const LoginForm = z.object({ email, password });
export type LoginForm = z.infer<typeof LoginForm>;

export const RegisterForm = z
  .object({
    name: z.string().check(z.trim(), z.minLength(2, VALIDATION.nameMin), z.maxLength(100, VALIDATION.nameMax100)),
    email,
    password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { message: VALIDATION.passwordsDiffer, path: ['confirmPassword'] }),
  );
export type RegisterForm = z.infer<typeof RegisterForm>;
