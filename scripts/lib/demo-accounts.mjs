// The demo accounts `npm start` and the tests seed into the auth emulator and D1. Fixed uids keep the two
// in step across restarts; the admin's role lives in D1, where the Worker reads it.
export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-guest',
    email: 'guest@example.com',
    password: 'password123',
    name: 'Nusrat Jahan',
    phone: '01711000001',
    address: 'House 12, Road 3, Khulshi, Chattogram',
    role: 'user',
  },
  {
    uid: 'demo-admin',
    email: 'admin@example.com',
    password: 'password123',
    name: 'Tanvir Rahman',
    phone: '01711000002',
    address: '14 Strand Road, Sadarghat, Chattogram',
    role: 'admin',
  },
];

const quote = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** Upserts the demo users: a second start keeps everything else and restores the demo roles. */
export function demoUsersSql() {
  return DEMO_ACCOUNTS.map(
    (account) =>
      `INSERT INTO users (user_id, name, email, phone, address, role) VALUES (${[
        account.uid,
        account.name,
        account.email,
        account.phone,
        account.address,
        account.role,
      ]
        .map(quote)
        .join(', ')}) ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, email = excluded.email;`,
  ).join('\n');
}
