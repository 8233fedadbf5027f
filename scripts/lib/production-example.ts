// A production configuration as a restaurant would fill it in (invented values), for the tests of the deploy
// check (production-config.test.ts) and of the workflow's settings (production-vars.test.ts).
export const PRODUCTION_VARS = {
  FIREBASE_PROJECT_ID: 'karnaphuli-prod',
  FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample1234',
  FIREBASE_AUTH_DOMAIN: 'karnaphuli-prod.firebaseapp.com',
  SITE_URL: 'https://karnaphuli.com.bd',
  MAIL_FROM: 'table@karnaphuli.com.bd',
  SMTP_HOST: 'smtp.example.com',
  SMTP_PORT: '587',
  SMTP_SECURITY: 'starttls',
};
export const PRODUCTION_D1_ID = '6b0c3f0e-4a52-4d2e-9d8e-2f5b1c7a9e10';
