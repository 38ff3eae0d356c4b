import { useEffect, useState, type FormEvent } from 'react';
import { KeyRound, UserRound } from 'lucide-react';
import { toast } from '@web/lib/toast';
import type { Profile } from '@shared/api/accounts';
import { grants } from '@shared/entitlements';
import { pageMeta } from '@shared/page-manifest';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { changePasswordFieldProblems, FILL_IN_ALL_FIELDS, profileFieldProblems } from '@shared/credential-rules';
import { hasProblems } from '@shared/form-problems';
import { useFieldErrors } from '@web/components/field-error';
import { errorMessage } from '@web/lib/error-message';
import { PasswordField, SubmitButton, TextField } from '@web/components/form-fields';
import { useChangePassword, useRequestPasswordReset } from '@web/features/accounts/use-auth-actions';
import { useProfile, useUpdateProfile } from '@web/features/accounts/use-profile';
import { SignedInSessions } from '@web/features/accounts/signed-in-sessions';
import { AccountDataCard } from '@web/features/accounts/account-data-card';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { useUserId } from '@web/lib/member-query';
import { EmailPreferencesCard } from '@web/features/learning-emails/email-preferences-card';
import { EliteSealCard } from '@web/features/certificate';

const NARROW = 'mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8';

export function ProfilePage() {
  usePageMeta(pageMeta('/profile'));
  const session = useRequireUser('/profile');
  const userId = useUserId();
  const profile = useProfile(userId);
  const failed = session.status === 'error' || profile.isError;

  useEffect(() => {
    if (failed) toast.error('Failed to load profile', { id: 'profile-load' });
  }, [failed]);

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className={`${NARROW} py-10 sm:py-14`}>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Profile</h1>
          <p className="mt-3 text-lg text-pretty text-muted">Keep your name up to date. It greets you on your dashboard and appears on the certificates you earn.</p>
        </div>
      </section>
      <div className={`${NARROW} space-y-6 py-10 sm:py-12`}>
        {failed ? (
          <ErrorPanel
            title="Failed to load profile"
            onRetry={() => {
              if (session.status === 'error') session.retry();
              else void profile.refetch();
            }}
          >
            Your details are safe. Check your connection and try again.
          </ErrorPanel>
        ) : profile.data ? (
          <>
            {session.status === 'signed-in' && grants(session.user.plan, 'eliteSeal') && <EliteSealCard />}
            <ProfileForm profile={profile.data} userId={userId} />
            <PasswordCard email={profile.data.email} />
            <EmailPreferencesCard userId={userId} />
            <SignedInSessions userId={userId} />
            <AccountDataCard email={profile.data.email} />
          </>
        ) : (
          <ProfileSkeleton />
        )}
      </div>
    </>
  );
}

function ProfileForm({ profile, userId }: { profile: Profile; userId: string | undefined }) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const update = useUpdateProfile(userId);
  const fieldErrors = useFieldErrors<'firstName' | 'lastName'>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = profileFieldProblems({ firstName, lastName });
    if (Object.keys(problems).length > 0) {
      // The toast keeps the words the server gives for a blank name (spec §8); each field says which.
      toast.error('Failed to update profile', { description: FILL_IN_ALL_FIELDS });
      fieldErrors.show(problems);
      return;
    }
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: (data) => {
          setFirstName(data.profile.firstName);
          setLastName(data.profile.lastName);
          toast.success('Profile updated successfully!');
        },
        onError: (error) => {
          toast.error('Failed to update profile', { description: errorMessage(error) });
          fieldErrors.showApiError(error, ['firstName', 'lastName']);
        },
      },
    );
  };

  return (
    <Card className="p-6 sm:p-8">
      <form {...fieldErrors.formProps} noValidate onSubmit={submit} aria-labelledby="personal-details-heading">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
          <h2 id="personal-details-heading" className="text-xl font-semibold">
            Personal Details
          </h2>
        </div>
        <div className="mt-6 space-y-5">
          <TextField label="Email" type="email" name="email" value={profile.email} readOnly hint="Email cannot be changed" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              error={fieldErrors.errorOf('firstName')}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              error={fieldErrors.errorOf('lastName')}
              onChange={(event) => setLastName(event.target.value)}
            />
          </div>
        </div>
        <div className="mt-8 flex justify-end border-t border-line pt-6">
          <SubmitButton busy={update.isPending} label="Save Changes" busyLabel="Saving…" className="sm:w-auto" />
        </div>
      </form>
    </Card>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];

/** Changing the password signs out every other session (the server asks Better Auth to); this one stays signed in. */
function PasswordCard({ email }: { email: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const changePassword = useChangePassword();
  const fieldErrors = useFieldErrors<PasswordFieldName>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = changePasswordFieldProblems(currentPassword, newPassword, confirmation);
    if (hasProblems(problems)) {
      toast.error('Failed to change password', { description: Object.values(problems)[0] });
      fieldErrors.show(problems);
      return;
    }
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmation('');
          toast.success('Password changed. Every other device is signed out.');
        },
        onError: (error) => {
          toast.error('Failed to change password', { description: errorMessage(error) });
          fieldErrors.showApiError(error, PASSWORD_FIELDS);
        },
      },
    );
  };

  return (
    <Card className="p-6 sm:p-8">
      <form {...fieldErrors.formProps} noValidate onSubmit={submit} aria-labelledby="password-heading">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <h2 id="password-heading" className="text-xl font-semibold">
            Change password
          </h2>
        </div>
        <p className="mt-4 text-muted">Changing your password signs you out on every other device. You stay signed in here.</p>
        <div className="mt-6 space-y-5">
          {/* Lets a password manager tie the new password to this account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            error={fieldErrors.errorOf('currentPassword')}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              name="newPassword"
              autoComplete="new-password"
              hint="At least 6 characters."
              value={newPassword}
              error={fieldErrors.errorOf('newPassword')}
              onChange={(event) => setNewPassword(event.target.value)}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmation}
              error={fieldErrors.errorOf('confirmPassword')}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <ForgotPassword email={email} />
          <SubmitButton busy={changePassword.isPending} label="Change Password" busyLabel="Changing…" className="sm:w-auto" />
        </div>
      </form>
    </Card>
  );
}

/** For someone who no longer knows the current password: the emailed reset link. */
function ForgotPassword({ email }: { email: string }) {
  const requestReset = useRequestPasswordReset();
  if (requestReset.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        Check your email: the reset link is on its way.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      Forgot your current password?{' '}
      <button
        type="button"
        className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
        disabled={requestReset.isPending}
        onClick={() => requestReset.mutate(email, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        {requestReset.isPending ? 'Sending…' : 'Email me a reset link'}
      </button>
    </p>
  );
}

function ProfileSkeleton() {
  return (
    <Card className="space-y-6 p-6 sm:p-8" role="status" aria-label="Loading your profile">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-11 w-full" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
      <Skeleton className="ml-auto h-12 w-40 rounded-lg" />
    </Card>
  );
}
