import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CONTINUING_EDUCATION_COUNTS, COUNTS_LABEL, type ContinuingEducationCounts } from '@shared/continuing-education';
import { INPUT_CLASS, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

/** The admin's rule for renewing the Elite credential: how many activities a year, and which count. */
export function ContinuingEducationForm({ adminId }: { adminId: string }) {
  const rule = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/continuing-education'), staleTime: 0 });
  if (!rule.data) return <p className="text-muted">{rule.isError ? errorMessage(rule.error) : 'Loading…'}</p>;
  return <RuleForm initial={rule.data.rule} />;
}

function RuleForm({ initial }: { initial: { requiredCount: number; counts: ContinuingEducationCounts } }) {
  const [requiredCount, setRequiredCount] = useState(String(initial.requiredCount));
  const [counts, setCounts] = useState(initial.counts);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await callEndpoint('PUT /api/admin/continuing-education', { body: { requiredCount: Number(requiredCount), counts } });
      toast.success('Saved. Elite credential holders see the new rule at once.');
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-xl space-y-4" aria-label="Continuing education rule">
      <p className="text-muted">The Elite AI Implementation Partner credential lasts a year. Its holder renews it for another year after this much continuing education within the year.</p>
      <TextField label="Activities needed a year" type="number" min={1} max={100} required value={requiredCount} onChange={(event) => setRequiredCount(event.target.value)} />
      <div>
        <label htmlFor="ce-counts" className="text-sm font-medium text-ink">
          What counts
        </label>
        <select id="ce-counts" value={counts} onChange={(event) => setCounts(event.target.value as ContinuingEducationCounts)} className={`${INPUT_CLASS} mt-1.5`}>
          {CONTINUING_EDUCATION_COUNTS.map((value) => (
            <option key={value} value={value}>
              {COUNTS_LABEL[value][0]!.toUpperCase() + COUNTS_LABEL[value].slice(1)}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save rule'}
      </Button>
    </form>
  );
}
