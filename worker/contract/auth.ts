// GET /api/auth/config: what the browser needs to start Firebase Authentication. One source for the
// Worker (which verifies the tokens) and the site (which signs people in); the emulator's address is set
// only locally and in tests.
export interface AuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 when the Firebase Auth emulator stands in for Firebase; else null. */
  emulatorUrl: string | null;
}
