import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LearnerActionResponse, LearnerDetail } from '@shared/api/admin-learners';
import { COMPLIMENTARY_PLANS, isComplimentaryPlan, type ComplimentaryPlan } from '@shared/complimentary-plans';
import { PLAN_LABELS } from '@shared/plans';
import { DialogCloseButton, ModalDialog } from '@web/components/modal-dialog';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { callEndpoint, useLearnerAction } from './use-learners';

const SELECT = 'mt-1.5 h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink';

/**
 * One action on a learner, in a dialog that asks for the reason the audit log keeps; `fields`
 * adds what the action needs besides (a plan and date, a name).
 */
function ActionDialog<Extra extends object>({
  adminId,
  learnerId,
  label,
  title,
  description,
  submitLabel,
  variant = 'outline',
  initial,
  fields,
  run,
}: {
  adminId: string;
  learnerId: string;
  label: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  variant?: 'outline' | 'primary' | 'destructive';
  initial: Extra;
  fields?: (values: Extra, set: (values: Extra) => void) => ReactNode;
  run: (input: Extra & { reason: string }) => Promise<LearnerActionResponse>;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [reason, setReason] = useState('');
  const action = useLearnerAction(adminId, learnerId, run);
  const describedBy = useId();
  const start = () => {
    setValues(initial);
    setReason('');
    action.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent, close: () => void) => {
    event.preventDefault();
    action.mutate(
      { ...values, reason },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          close();
        },
      },
    );
  };
  return (
    <>
      <Button variant={variant === 'destructive' ? 'outline' : variant} className={variant === 'destructive' ? 'text-red-800' : undefined} size="sm" onClick={start}>
        {label}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} describedBy={describedBy} className="max-w-lg">
        {({ titleId, close }) => (
          <form onSubmit={(event) => submit(event, close)} className="space-y-4 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-xl font-bold tracking-tight">
                {title}
              </h2>
              <DialogCloseButton label="Close" onClick={close} />
            </div>
            <p id={describedBy} className="text-sm text-muted">
              {description}
            </p>
            {fields?.(values, setValues)}
            <TextField label="Reason (kept in the audit log)" value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
            {action.isError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(action.error)}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant={variant === 'destructive' ? 'destructive' : 'primary'} disabled={action.isPending} aria-busy={action.isPending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        )}
      </ModalDialog>
    </>
  );
}

function thirtyDaysOn(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function GivePlanAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  const params = { id: learner.id };
  const inForce = learner.plan.complimentary.find((grant) => grant.inForce);
  return (
    <ActionDialog<{ plan: ComplimentaryPlan; endsOn: string }>
      adminId={adminId}
      learnerId={learner.id}
      label={inForce ? 'Extend or Change Plan' : 'Give a Plan'}
      title={inForce ? 'Extend or change the plan given' : 'Give a complimentary plan'}
      description="The learner gets the plan at once, free of charge, until the end of the day you choose. Their paid plan, if any, is not touched."
      submitLabel="Give Plan"
      variant="primary"
      initial={{ plan: inForce && isComplimentaryPlan(inForce.plan) ? inForce.plan : 'pro', endsOn: thirtyDaysOn() }}
      fields={(values, set) => (
        <>
          <div>
            <label className="text-sm font-medium text-ink">
              Plan
              <select className={SELECT} value={values.plan} onChange={(event) => set({ ...values, plan: event.target.value as ComplimentaryPlan })}>
                {COMPLIMENTARY_PLANS.map((plan) => (
                  <option key={plan} value={plan}>
                    {PLAN_LABELS[plan]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <TextField label="Last day" type="date" required value={values.endsOn} onChange={(event) => set({ ...values, endsOn: event.target.value })} />
        </>
      )}
      run={(body) => callEndpoint('POST /api/admin/learners/:id/complimentary-plan', { params, body })}
    />
  );
}

export function EndPlanAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  return (
    <ActionDialog<object>
      adminId={adminId}
      learnerId={learner.id}
      label="End Given Plan"
      title="End the plan given by hand"
      description="The complimentary plan ends now. A paid subscription, if any, carries on."
      submitLabel="End Plan"
      variant="destructive"
      initial={{}}
      run={({ reason }) => callEndpoint('POST /api/admin/learners/:id/complimentary-plan/ending', { params: { id: learner.id }, body: { reason } })}
    />
  );
}

export function PasswordResetAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  return (
    <ActionDialog<object>
      adminId={adminId}
      learnerId={learner.id}
      label="Send Password Reset"
      title="Send a password reset email"
      description={`A link to choose a new password goes to ${learner.email}. It works for one hour.`}
      submitLabel="Send Email"
      initial={{}}
      run={({ reason }) => callEndpoint('POST /api/admin/learners/:id/password-reset', { params: { id: learner.id }, body: { reason } })}
    />
  );
}

export function SignOutAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  return (
    <ActionDialog<object>
      adminId={adminId}
      learnerId={learner.id}
      label="Sign Out Everywhere"
      title="Sign out on every device"
      description="Every session of this learner ends: they sign in again with their password."
      submitLabel="Sign Out Everywhere"
      variant="destructive"
      initial={{}}
      run={({ reason }) => callEndpoint('POST /api/admin/learners/:id/sign-out', { params: { id: learner.id }, body: { reason } })}
    />
  );
}

export function AdminRoleAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  const grant = !learner.isAdmin;
  return (
    <ActionDialog<object>
      adminId={adminId}
      learnerId={learner.id}
      label={grant ? 'Make Admin' : 'Remove Admin Role'}
      title={grant ? 'Make this person an admin' : 'Remove the admin role'}
      description={grant ? 'Admins see every learner, payment and message, and can change courses.' : 'They keep their account and their learning; they lose the admin pages.'}
      submitLabel={grant ? 'Make Admin' : 'Remove Role'}
      variant={grant ? 'outline' : 'destructive'}
      initial={{}}
      run={({ reason }) => callEndpoint('PUT /api/admin/learners/:id/admin-role', { params: { id: learner.id }, body: { admin: grant, reason } })}
    />
  );
}

export function CorrectCertificateAction({ adminId, learner, certificateId, name }: { adminId: string; learner: LearnerDetail; certificateId: string; name: string }) {
  return (
    <ActionDialog<{ learnerName: string }>
      adminId={adminId}
      learnerId={learner.id}
      label="Correct Name"
      title={`Correct the name on ${certificateId}`}
      description="The certificate is reissued with a new ID. The old ID still verifies and says which ID replaced it."
      submitLabel="Reissue Certificate"
      initial={{ learnerName: name }}
      fields={(values, set) => <TextField label="Name on the certificate" required maxLength={120} value={values.learnerName} onChange={(event) => set({ learnerName: event.target.value })} />}
      run={(body) => callEndpoint('POST /api/admin/learners/:id/certificates/:certificateId/reissue', { params: { id: learner.id, certificateId }, body })}
    />
  );
}
