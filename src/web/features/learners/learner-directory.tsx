import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { LAST_ACTIVE_FILTERS, type LearnerSummary } from '@shared/api/admin-learners';
import { PLAN_LABELS, PLANS } from '@shared/plans';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { Badge } from '@web/components/ui/badge';
import { PLAN_BADGE_VARIANTS } from '@web/lib/plan-badge-variant';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { formatDay, LAST_ACTIVE_LABELS } from './learner-format';
import { useLearners, type LearnersView } from './use-learners';

const FIELD = 'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** The learners directory: search and filters sent to the server, sorted and paged there. */
export function LearnerDirectory({ adminId, view, onShow }: { adminId: string; view: LearnersView; onShow: (view: LearnersView) => void }) {
  const learners = useLearners(adminId, view);
  const data = learners.data;
  const filtered = Boolean(view.q || view.plan || view.team || view.lastActive || view.hasCertificate || view.signedUpFrom || view.signedUpTo);
  return (
    <section aria-labelledby="learners-heading" className="space-y-6">
      <h2 id="learners-heading" className="sr-only">
        Learners
      </h2>
      <DirectoryFilters view={view} filtered={filtered} onShow={onShow} />
      <DataTable<LearnerSummary>
        caption="Learners"
        items={{ one: 'learner', other: 'learners' }}
        columns={COLUMNS}
        card={(learner) => <LearnerCard learner={learner} />}
        rows={data?.learners}
        rowKey={(learner) => learner.id}
        empty={<EmptyDirectory filtered={filtered} onClear={() => onShow({ sort: view.sort, direction: view.direction, page: 1 })} />}
        error={learners.isError ? { message: errorMessage(learners.error), retry: () => void learners.refetch() } : null}
        busy={learners.isPlaceholderData}
        sort={{ key: view.sort, direction: view.direction }}
        onSortChange={(sort) => onShow({ ...view, sort: sort.key as LearnersView['sort'], direction: sort.direction, page: 1 })}
        page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
        onPageChange={(page) => onShow({ ...view, page })}
      />
    </section>
  );
}

function DirectoryFilters({ view, filtered, onShow }: { view: LearnersView; filtered: boolean; onShow: (view: LearnersView) => void }) {
  const [draft, setDraft] = useState(view);
  const id = useId();
  useEffect(() => setDraft(view), [view]);
  const set = (key: keyof LearnersView) => (value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, q: draft.q?.trim() || undefined, page: 1 });
  };
  return (
    <form role="search" onSubmit={submit} aria-label="Find learners" className="grid gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:grid-cols-2 lg:grid-cols-4">
      <Field id={`${id}-q`} label="Name or email (or part)" className="sm:col-span-2">
        <input id={`${id}-q`} type="search" className={FIELD} value={draft.q ?? ''} maxLength={200} onChange={(event) => set('q')(event.target.value)} />
      </Field>
      <Field id={`${id}-plan`} label="Plan">
        <select id={`${id}-plan`} className={FIELD} value={draft.plan ?? ''} onChange={(event) => set('plan')(event.target.value)}>
          <option value="">Any plan</option>
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {PLAN_LABELS[plan]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-team`} label="Team">
        <select id={`${id}-team`} className={FIELD} value={draft.team ?? ''} onChange={(event) => set('team')(event.target.value)}>
          <option value="">Either</option>
          <option value="yes">In a team</option>
          <option value="no">Not in a team</option>
        </select>
      </Field>
      <Field id={`${id}-active`} label="Last active">
        <select id={`${id}-active`} className={FIELD} value={draft.lastActive ?? ''} onChange={(event) => set('lastActive')(event.target.value)}>
          <option value="">Any time</option>
          {LAST_ACTIVE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {LAST_ACTIVE_LABELS[filter]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-certificate`} label="Certificate">
        <select id={`${id}-certificate`} className={FIELD} value={draft.hasCertificate ?? ''} onChange={(event) => set('hasCertificate')(event.target.value)}>
          <option value="">Either</option>
          <option value="yes">Has a certificate</option>
          <option value="no">No certificate</option>
        </select>
      </Field>
      <Field id={`${id}-from`} label="Signed up from">
        <input id={`${id}-from`} type="date" className={FIELD} value={draft.signedUpFrom ?? ''} onChange={(event) => set('signedUpFrom')(event.target.value)} />
      </Field>
      <Field id={`${id}-to`} label="Signed up until">
        <input id={`${id}-to`} type="date" className={FIELD} value={draft.signedUpTo ?? ''} onChange={(event) => set('signedUpTo')(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="sm">
          Find Learners
        </Button>
        {filtered && (
          <Button type="button" variant="outline" size="sm" onClick={() => onShow({ sort: view.sort, direction: view.direction, page: 1 })}>
            Clear Filters
          </Button>
        )}
      </div>
    </form>
  );
}

function Field({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `space-y-1 ${className}` : 'space-y-1'}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

function LearnerLink({ learner }: { learner: LearnerSummary }) {
  return (
    <Link to={`/admin/learners/${encodeURIComponent(learner.id)}`} className="rounded font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700">
      {learner.name.trim() || learner.email}
    </Link>
  );
}

function PlanCell({ learner }: { learner: LearnerSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={PLAN_BADGE_VARIANTS[learner.plan]}>{PLAN_LABELS[learner.plan]}</Badge>
      {learner.inTeam && <Badge variant="outline">Team</Badge>}
      {learner.isAdmin && <Badge variant="outline">Admin</Badge>}
    </span>
  );
}

const COLUMNS: DataTableColumn<LearnerSummary>[] = [
  { key: 'name', header: 'Name', sortable: true, cell: (learner) => <LearnerLink learner={learner} />, className: 'wrap-break-word' },
  { key: 'email', header: 'Email', sortable: true, cell: (learner) => learner.email, className: 'wrap-anywhere' },
  { key: 'plan', header: 'Plan', cell: (learner) => <PlanCell learner={learner} /> },
  { key: 'signedUp', header: 'Signed up', sortable: true, cell: (learner) => formatDay(learner.signedUpAt), className: 'whitespace-nowrap text-muted' },
  { key: 'lastActive', header: 'Last active', cell: (learner) => (learner.lastActiveAt ? formatDay(learner.lastActiveAt) : 'Not recently'), className: 'whitespace-nowrap text-muted' },
  { key: 'certificates', header: 'Certificates', cell: (learner) => learner.certificates, align: 'right' },
];

function LearnerCard({ learner }: { learner: LearnerSummary }) {
  return (
    <Card className="space-y-2 p-4 text-sm">
      <p className="text-base">
        <LearnerLink learner={learner} />
      </p>
      <p className="wrap-anywhere text-muted">{learner.email}</p>
      <PlanCell learner={learner} />
      <p className="text-muted">
        Signed up {formatDay(learner.signedUpAt)} · {learner.certificates} {learner.certificates === 1 ? 'certificate' : 'certificates'}
      </p>
    </Card>
  );
}

function EmptyDirectory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-line">
        <Users className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{filtered ? 'No learner matches' : 'No learners yet'}</h3>
      <p className="mx-auto mt-2 max-w-md">{filtered ? 'Try part of the email address, or fewer filters.' : 'People appear here as soon as they create an account.'}</p>
      {filtered && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </>
  );
}
