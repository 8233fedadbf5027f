// The demo accounts `npm start` and the tests seed into the auth emulator and D1. Fixed uids keep the two
// in step across restarts; the admin's and staff's roles live in D1, where the Worker reads them.
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
  {
    // Staff of the evening: takes orders, runs the kitchen's screen, moves statuses and prints; sees no money.
    uid: 'demo-staff',
    email: 'staff@example.com',
    password: 'password123',
    name: 'Sumi Akter',
    phone: '01711000003',
    address: '14 Strand Road, Sadarghat, Chattogram',
    role: 'staff',
  },
];

const quote = (value) => `'${String(value).replaceAll("'", "''")}'`;

/**
 * Upserts the demo users: a second start keeps everything else and restores the demo roles. Their addresses are
 * proven (verified_email), as the emulator's accounts are seeded verified, so the demo's mail flows at once; like
 * any proof, it takes the address from another account that held it (worker/db/email-proof.ts). The guest's mobile
 * number is proven too (verified_phone, as a code would prove it): the demo's texts land in the SMS stand-in's page.
 */
export function demoUsersSql() {
  return DEMO_ACCOUNTS.map(
    (account) =>
      `UPDATE users SET verified_email = NULL WHERE lower(verified_email) = lower(${quote(account.email)}) AND user_id != ${quote(account.uid)};
INSERT INTO users (user_id, name, email, phone, address, role, verified_email, verified_phone) VALUES (${[account.uid, account.name, account.email, account.phone, account.address, account.role, account.email]
        .map(quote)
        .join(', ')}, ${account.role === 'user' ? quote(account.phone) : 'NULL'}) ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, email = excluded.email, verified_email = excluded.verified_email, verified_phone = excluded.verified_phone;`,
  ).join('\n');
}
