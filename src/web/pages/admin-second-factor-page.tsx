import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { SecondFactorSetupSteps } from '@web/features/accounts/second-factor-setup';
import { ADMIN_ACCESS_DENIED, CheckingAccess } from '@web/features/admin/require-admin';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';

/** The one admin page an admin without a second factor reaches: setting it up. */
export function AdminSecondFactorPage() {
  usePageMeta(pageMeta('/admin/second-factor'));
  const session = useRequireUser('/admin/second-factor');
  const navigate = useNavigate();
  const user = session.status === 'signed-in' ? session.user : undefined;
  useEffect(() => {
    if (!user) return;
    if (!user.isAdmin) void navigate(ADMIN_ACCESS_DENIED.redirectTo, { replace: true });
    else if (user.secondFactorEnabled) void navigate('/admin', { replace: true });
  }, [user, navigate]);
  if (!user?.isAdmin || user.secondFactorEnabled) return <CheckingAccess />;
  return (
    <PageFrame
      title="Set up sign-in codes"
      description="Admin accounts sign in with their password and a code from an authenticator app on their phone, so a stolen password alone cannot open the admin."
      breadcrumbs={[{ label: 'Admin' }, { label: 'Sign-in codes' }]}
    >
      <SecondFactorSetupSteps />
    </PageFrame>
  );
}
