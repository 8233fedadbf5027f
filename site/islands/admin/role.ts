import { createContext, useContext } from 'react';
import type { AdminSummary } from '#contract/admin';

// Whose dashboard this is. Staff run the evening; an admin also sees the money and what only an admin may do
// (delete, retry a refund, the accountant's sales, the e-mails and payments to check), whose calls answer 403 to
// staff. The Worker decides; this only keeps what staff cannot use off their screen.

export type DashboardRole = AdminSummary['role'];

/** Staff until told otherwise: a control shown too few times is safer than one that only answers 403. */
export const RoleContext = createContext<DashboardRole>('staff');

export const useIsAdmin = () => useContext(RoleContext) === 'admin';

/** The role from the figures once they answer, else the stored session's (so nothing appears and then goes). */
export const dashboardRole = (summary: AdminSummary | null, sessionRole: string): DashboardRole => summary?.role ?? (sessionRole === 'admin' ? 'admin' : 'staff');
