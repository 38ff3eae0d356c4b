/** What pages use of the custom AI audit: the dashboard's card, the learner's /audit, and /admin/audits. */
export { AuditDashboardCard } from './audit-dashboard-card';
export { AuditIntakeForm } from './audit-intake-form';
export { MyAuditCard } from './my-audit';
export { useMyAudits } from './use-audits';
