import '../zod-jitless';
import { UpdateUserInput } from '#contract/user';

/** SPEC §5 "Profile": the Edit Profile form is the update-user call without the uid (the session's). */
export const ProfileForm = UpdateUserInput.omit({ userId: true });
