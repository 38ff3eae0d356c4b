import { ClipboardCheck } from 'lucide-react';
import { REVIEW_QUEUE_FILTERS, REVIEW_QUEUE_SORTS, type ReviewQueueEntry } from '@shared/api/case-studies';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { FilterBar, SearchFilter, SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { parseChoice, parsePage } from '@web/components/admin/list-params';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { CaseStudyStatusBadge } from './case-study-status';
import { useReviewQueue, type ReviewQueueView } from './use-reviews';

const STATUS_FILTERS: FilterOption<(typeof REVIEW_QUEUE_FILTERS)[number]>[] = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'returned', label: 'Returned' },
  { value: 'approved', label: 'Approved' },
  { value: 'all', label: 'All' },
];

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The queue's view from the address bar: waiting case studies, oldest submission first, unless it says otherwise. */
export function readReviewQueueView(params: URLSearchParams): ReviewQueueView {
  return {
    status: parseChoice(params.get('status'), REVIEW_QUEUE_FILTERS) ?? 'submitted',
    q: params.get('q') ?? '',
    sort: parseChoice(params.get('sort'), REVIEW_QUEUE_SORTS) ?? 'submitted',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: parsePage(params.get('page')),
  };
}

interface ReviewQueueProps {
  adminId: string;
  view: ReviewQueueView;
  onShow: (view: ReviewQueueView) => void;
  onOpen: (id: string) => void;
}

export function ReviewQueueFilters({ view, onShow }: Pick<ReviewQueueProps, 'view' | 'onShow'>) {
  return (
    <FilterBar
      actions={<SearchFilter label="Search case studies by learner or title" placeholder="Learner, email or title" initial={view.q} onSearch={(q) => onShow({ ...view, q, page: 1 })} />}
    >
      <SegmentedFilter label="Show case studies" options={STATUS_FILTERS} value={view.status} onChange={(status) => onShow({ ...view, status, page: 1 })} />
    </FilterBar>
  );
}

/** The review board's queue: a table on wide screens, cards on narrow ones, filtered, sorted and paged by the server. */
export function ReviewQueue({ adminId, view, onShow, onOpen }: ReviewQueueProps) {
  const queue = useReviewQueue(adminId, view);
  const data = queue.data;
  const columns: DataTableColumn<ReviewQueueEntry>[] = [
    { key: 'title', header: 'Case study', sortable: true, cell: (entry) => <span className="font-semibold break-words text-ink">{entry.title}</span>, className: 'min-w-48' },
    { key: 'learner', header: 'Learner', sortable: true, cell: (entry) => <Learner entry={entry} /> },
    { key: 'status', header: 'Status', cell: (entry) => <CaseStudyStatusBadge status={entry.status} />, className: 'whitespace-nowrap' },
    { key: 'submitted', header: 'Submitted', sortable: true, cell: (entry) => <Submitted entry={entry} />, className: 'whitespace-nowrap text-muted' },
    { key: 'open', header: 'Actions', align: 'right', cell: (entry) => <OpenButton entry={entry} onOpen={onOpen} /> },
  ];
  return (
    <DataTable<ReviewQueueEntry>
      caption="Case studies"
      items={{ one: 'case study', other: 'case studies' }}
      columns={columns}
      card={(entry) => (
        <Card className="p-4">
          <div className="flex flex-wrap items-center gap-2">
            <CaseStudyStatusBadge status={entry.status} />
            <span className="text-xs text-muted">
              <Submitted entry={entry} />
            </span>
          </div>
          <h3 className="mt-2 font-semibold break-words">{entry.title}</h3>
          <div className="mt-1 text-sm">
            <Learner entry={entry} />
          </div>
          <OpenButton entry={entry} onOpen={onOpen} className="mt-3" />
        </Card>
      )}
      rows={data?.reviews}
      rowKey={(entry) => entry.id}
      empty={
        <span className="flex flex-col items-center gap-3">
          <ClipboardCheck className="size-8" aria-hidden="true" />
          <span className="font-semibold text-ink">{view.status === 'submitted' && !view.q ? 'No case studies are waiting for a decision.' : 'No case studies match.'}</span>
        </span>
      }
      error={queue.isError ? { message: errorMessage(queue.error), retry: () => void queue.refetch() } : null}
      busy={queue.isPlaceholderData}
      sort={{ key: view.sort, direction: view.direction }}
      onSortChange={(sort) => onShow({ ...view, sort: parseChoice(sort.key, REVIEW_QUEUE_SORTS) ?? 'submitted', direction: sort.direction, page: 1 })}
      page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
      onPageChange={(page) => onShow({ ...view, page })}
    />
  );
}

function Learner({ entry }: { entry: ReviewQueueEntry }) {
  return (
    <>
      <span className="block font-medium text-ink">{entry.learnerName || entry.learnerEmail}</span>
      <span className="block text-xs break-all text-muted">{entry.learnerEmail}</span>
    </>
  );
}

function Submitted({ entry }: { entry: ReviewQueueEntry }) {
  if (!entry.submittedAt) return null;
  return (
    <>
      <time dateTime={entry.submittedAt}>{SHORT_DATE.format(new Date(entry.submittedAt))}</time>
      {entry.returnedCount > 0 && <span className="block text-xs">Returned {entry.returnedCount === 1 ? 'once' : `${entry.returnedCount} times`} before</span>}
    </>
  );
}

function OpenButton({ entry, onOpen, className }: { entry: ReviewQueueEntry; onOpen: (id: string) => void; className?: string }) {
  return (
    <Button size="sm" onClick={() => onOpen(entry.id)} className={className}>
      Open<span className="sr-only"> {entry.title}</span>
    </Button>
  );
}
