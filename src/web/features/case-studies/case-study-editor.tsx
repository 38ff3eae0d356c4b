import { useId, useState, type FormEvent } from 'react';
import { Paperclip, Send } from 'lucide-react';
import type { CaseStudy } from '@shared/api/case-studies';
import { ATTACHMENT_EXTENSIONS, CASE_STUDY_MIN_WORDS_TO_SUBMIT, CASE_STUDY_TEXT_MAX, CASE_STUDY_TITLE_MAX, MAX_ATTACHMENTS_PER_CASE_STUDY, mayEditCaseStudy } from '@shared/case-studies';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { AttachmentList } from './attachment-list';
import { CaseStudyStatusBadge } from './case-study-status';
import { ReviewHistory } from './review-history';
import { useCaseStudyAction } from './use-case-studies';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface CaseStudyEditorProps {
  userId: string;
  /** The case study to show or edit; undefined: a new one in place `slot`. */
  caseStudy?: CaseStudy;
  slot: number;
}

/**
 * One of the learner's case studies: a form while it is a draft or returned (save, attach files,
 * submit), the text as sent while the board has it or once approved, and the board's decisions.
 */
export function CaseStudyEditor({ userId, caseStudy, slot }: CaseStudyEditorProps) {
  const id = useId();
  const [title, setTitle] = useState(caseStudy?.title ?? '');
  const [body, setBody] = useState(caseStudy?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useCaseStudyAction(userId);
  const editable = !caseStudy || mayEditCaseStudy(caseStudy.status);
  const heading = `Case study ${slot}`;

  const perform = async (change: Parameters<typeof action.mutateAsync>[0], success: string) => {
    setProblem(null);
    try {
      await action.mutateAsync(change);
      toast.success(success);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await perform(caseStudy ? { kind: 'update', id: caseStudy.id, body: { title, body } } : { kind: 'create', body: { title, body } }, 'Case study saved');
  };

  const submit = async () => {
    if (!caseStudy) return;
    await perform({ kind: 'submit', id: caseStudy.id, body: { title, body } }, 'Sent to the review board');
  };

  const attach = async (file: File | undefined) => {
    if (!caseStudy || !file) return;
    await perform({ kind: 'attach', id: caseStudy.id, file }, `${file.name} attached`);
  };

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {heading}
        </h3>
        <CaseStudyStatusBadge status={caseStudy?.status ?? 'draft'} />
      </div>

      {editable ? (
        <form onSubmit={save} className="mt-4 space-y-4" aria-label={heading}>
          <div>
            <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
              Title
            </label>
            <input id={`${id}-title`} className={`${INPUT_CLASS} mt-1.5`} maxLength={CASE_STUDY_TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
          </div>
          <div>
            <label htmlFor={`${id}-body`} className="text-sm font-medium text-ink">
              Your account of the project
            </label>
            <p id={`${id}-body-hint`} className="mt-1 text-sm text-muted">
              What you set out to fix, what you built or bought, how your team uses it, and what changed: hours, money or customers. At least {CASE_STUDY_MIN_WORDS_TO_SUBMIT} words to submit.
            </p>
            <textarea
              id={`${id}-body`}
              aria-describedby={`${id}-body-hint`}
              rows={8}
              maxLength={CASE_STUDY_TEXT_MAX}
              className={`${INPUT_CLASS} mt-1.5 h-auto py-2`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          {caseStudy && (
            <div className="space-y-2">
              <p className="text-sm font-medium text-ink">Attachments</p>
              <AttachmentList
                attachments={caseStudy.attachments}
                busy={action.isPending}
                onRemove={(attachmentId) => void perform({ kind: 'remove-attachment', id: caseStudy.id, attachmentId }, 'Attachment removed')}
              />
              {caseStudy.attachments.length < MAX_ATTACHMENTS_PER_CASE_STUDY && (
                <div>
                  <label htmlFor={`${id}-file`} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-800">
                    <Paperclip className="size-4" aria-hidden="true" />
                    Attach a file (PDF, picture or document, up to 10 MB)
                  </label>
                  <input
                    id={`${id}-file`}
                    type="file"
                    accept={ACCEPT}
                    disabled={action.isPending}
                    className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
                    onChange={(event) => {
                      void attach(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </div>
              )}
            </div>
          )}
          {problem && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="outline" disabled={action.isPending}>
              Save draft
            </Button>
            {caseStudy && (
              <Button type="button" disabled={action.isPending} onClick={() => void submit()}>
                <Send className="size-4" aria-hidden="true" />
                {caseStudy.status === 'returned' ? 'Resubmit for review' : 'Submit for review'}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="font-semibold text-ink">{caseStudy!.title}</p>
          <p className="text-sm whitespace-pre-line text-muted">{caseStudy!.body}</p>
          <AttachmentList attachments={caseStudy!.attachments} />
        </div>
      )}
      {caseStudy && (
        <div className="mt-5">
          <ReviewHistory reviews={caseStudy.reviews} />
        </div>
      )}
    </Card>
  );
}
