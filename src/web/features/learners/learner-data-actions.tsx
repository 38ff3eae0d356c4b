import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountData } from '@shared/api/account-data';
import type { LearnerDetail } from '@shared/api/admin-learners';
import { DialogCloseButton, ModalDialog } from '@web/components/modal-dialog';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

/** Saves the learner's data as a JSON file in the admin's browser. */
function saveAsFile(data: AccountData): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `learner-data-${data.profile.id}-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A learner's data download or account deletion, done by an admin on the learner's request
 * (issue 31, decision 0103): a dialog asking the reason the audit log keeps.
 */
function ReasonDialog({
  label,
  title,
  description,
  submitLabel,
  destructive,
  run,
}: {
  label: string;
  title: string;
  description: string;
  submitLabel: string;
  destructive?: boolean;
  run: (reason: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const describedBy = useId();
  const action = useMutation({ mutationFn: run });
  const submit = (event: FormEvent, close: () => void) => {
    event.preventDefault();
    action.mutate(reason, { onSuccess: () => close() });
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={destructive ? 'text-red-800' : undefined}
        onClick={() => {
          setReason('');
          action.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} role={destructive ? 'alertdialog' : undefined} describedBy={describedBy} className="max-w-lg">
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
            <TextField
              label="Reason (kept in the audit log)"
              hint="Say how the learner asked, without their name or email: the entry outlives the account."
              value={reason}
              maxLength={500}
              required
              onChange={(event) => setReason(event.target.value)}
            />
            {action.isError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(action.error)}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={action.isPending} aria-busy={action.isPending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        )}
      </ModalDialog>
    </>
  );
}

export function DownloadLearnerDataAction({ learner }: { learner: LearnerDetail }) {
  return (
    <ReasonDialog
      label="Download Data"
      title="Download this learner's data"
      description="Everything the site keeps about this learner, as one JSON file, to send them on their request."
      submitLabel="Download"
      run={async (reason) => {
        saveAsFile(await callEndpoint('POST /api/admin/learners/:id/data-export', { params: { id: learner.id }, body: { reason } }));
      }}
    />
  );
}

export function DeleteLearnerAction({ adminId, learner }: { adminId: string; learner: LearnerDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      label="Delete Account"
      title="Delete this learner's account"
      description={`The account of ${learner.email} and its personal data are deleted now and cannot be recovered. A subscription is cancelled without a refund; members of a team they own lose their seats. Orders are kept, without name or email.`}
      submitLabel="Delete Account"
      destructive
      run={async (reason) => {
        const { message } = await callEndpoint('POST /api/admin/learners/:id/delete', { params: { id: learner.id }, body: { reason } });
        toast.success(message);
        await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/learners') });
        void navigate('/admin/learners');
      }}
    />
  );
}
