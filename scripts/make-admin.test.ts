import { describe, expect, it } from 'vitest';
import { parseArgs, roleStatement } from './lib/make-admin.mjs';

// `npm run make-admin`: an admin is named by the provider's uid, and nothing but a plausible uid reaches the SQL.
describe('make-admin', () => {
  it('takes one uid, locally by default, --remote and --revoke as asked', () => {
    expect(parseArgs(['Xk3aP9QrTz1mN0bVc7LwE2sYd4Ug'])).toEqual({ uid: 'Xk3aP9QrTz1mN0bVc7LwE2sYd4Ug', remote: false, role: 'admin' });
    expect(parseArgs(['demo-admin', '--remote'])).toEqual({ uid: 'demo-admin', remote: true, role: 'admin' });
    expect(parseArgs(['--revoke', 'demo-admin'])).toEqual({ uid: 'demo-admin', remote: false, role: 'user' });
  });

  it('makes staff with --staff, and refuses --staff with --revoke', () => {
    expect(parseArgs(['demo-staff', '--staff'])).toEqual({ uid: 'demo-staff', remote: false, role: 'staff' });
    expect(parseArgs(['demo-staff', '--staff', '--remote'])).toEqual({ uid: 'demo-staff', remote: true, role: 'staff' });
    expect(parseArgs(['demo-staff', '--staff', '--revoke'])).toEqual({ error: 'Choose --staff or --revoke, not both.' });
  });

  it('refuses an e-mail address, saying why', () => {
    expect(parseArgs(['owner@karnaphuli.com.bd'])).toEqual({ error: expect.stringContaining('is an e-mail address. Name the account by its uid') });
  });

  it('refuses anything that is not a plausible uid, none, two, or an unknown option', () => {
    for (const uid of ["x' OR '1'='1", 'a b', '', '-rf', 'x;DROP TABLE users', 'a'.repeat(129), 'ünïcode', "o'brien"]) {
      expect(parseArgs([uid]), uid).toHaveProperty('error');
    }
    expect(parseArgs([])).toHaveProperty('error');
    expect(parseArgs(['a', 'b'])).toHaveProperty('error');
    expect(parseArgs(['a', '--force'])).toEqual({ error: 'Unknown option --force.' });
    expect(parseArgs(['a'.repeat(128)])).toHaveProperty('uid');
  });

  it("changes the role of exactly that uid's row and answers what it changed", () => {
    expect(roleStatement({ uid: 'demo-admin', role: 'admin' }, 1_700_000_000_000)).toBe(
      "UPDATE users SET role = 'admin', updated_at = 1700000000000 WHERE user_id = 'demo-admin' AND role != 'house' RETURNING user_id, name, verified_email, role;",
    );
    expect(roleStatement({ uid: 'demo-admin', role: 'user' })).toContain("SET role = 'user'");
  });
});
