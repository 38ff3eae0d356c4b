import { BookOpen, Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { ADMIN_COURSE_SORTS, COURSE_STATUSES, type AdminCourseSummary, type CourseStatus } from '@shared/api/admin-courses';
import { PLAN_OFFERS } from '@shared/plans';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { FilterBar, SearchFilter, SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { parseChoice, parsePage } from '@web/components/admin/list-params';
import { Badge } from '@web/components/ui/badge';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LevelBadge } from '@web/features/catalog';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { useAdminCourses, type CourseListView } from './use-admin-courses';

const STATUS_FILTERS: FilterOption<CourseStatus | undefined>[] = [
  { value: undefined, label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The list's view from the address bar: newest first, every status, page 1 unless it says otherwise. */
export function readCourseListView(params: URLSearchParams): CourseListView {
  return {
    status: parseChoice(params.get('status'), COURSE_STATUSES),
    q: params.get('q') ?? '',
    sort: parseChoice(params.get('sort'), ADMIN_COURSE_SORTS) ?? 'created',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
}

interface CourseListProps {
  adminId: string;
  view: CourseListView;
  onShow: (view: CourseListView) => void;
  onCreate: () => void;
  onDelete: (course: AdminCourseSummary) => void;
}

/** The status filter and the title search above the course list. */
export function CourseFilters({ view, onShow }: Pick<CourseListProps, 'view' | 'onShow'>) {
  return (
    <FilterBar actions={<SearchFilter label="Search courses by title" placeholder="Search by title" initial={view.q} onSearch={(q) => onShow({ ...view, q, page: 1 })} />}>
      <SegmentedFilter label="Show courses" options={STATUS_FILTERS} value={view.status} onChange={(status) => onShow({ ...view, status, page: 1 })} />
    </FilterBar>
  );
}

/** Every course, drafts included, as the server filters, sorts and pages them: a table on wide screens, cards on narrow ones. */
export function CourseList({ adminId, view, onShow, onCreate, onDelete }: CourseListProps) {
  const courses = useAdminCourses(adminId, view);
  const data = courses.data;
  const filtered = view.status !== undefined || view.q !== '';
  const columns: DataTableColumn<AdminCourseSummary>[] = [
    { key: 'title', header: 'Course', sortable: true, cell: (course) => <CourseTitle course={course} />, className: 'min-w-48' },
    { key: 'status', header: 'Status', cell: (course) => <StatusBadge course={course} /> },
    {
      key: 'plan',
      header: 'Level and plan',
      cell: (course) => (
        <>
          <LevelBadge level={course.level} />
          <span className="mt-1 block whitespace-nowrap">{PLAN_OFFERS[course.requiredPlan].name}</span>
        </>
      ),
    },
    { key: 'lessons', header: 'Lessons', align: 'right', cell: (course) => course.lessonCount },
    { key: 'enrolled', header: 'Enrolled', align: 'right', cell: (course) => course.enrollmentCount },
    { key: 'updated', header: 'Updated', sortable: true, cell: (course) => <UpdatedAt course={course} />, className: 'whitespace-nowrap text-muted' },
    { key: 'actions', header: 'Actions', align: 'right', cell: (course) => <CourseActions course={course} onDelete={() => onDelete(course)} className="justify-end" /> },
  ];
  return (
    <DataTable<AdminCourseSummary>
      caption="Courses"
      items={{ one: 'course', other: 'courses' }}
      errorTitle="Failed to load courses."
      columns={columns}
      card={(course) => <CourseCard course={course} onDelete={() => onDelete(course)} />}
      rows={data?.courses}
      rowKey={(course) => course.id}
      empty={<EmptyList filtered={filtered} pastTheEnd={(data?.total ?? 0) > 0} onCreate={onCreate} onShowAll={() => onShow({ ...view, status: undefined, q: '', page: 1 })} />}
      error={courses.isError ? { message: errorMessage(courses.error), retry: () => void courses.refetch() } : null}
      busy={courses.isPlaceholderData}
      sort={view.sort === 'created' ? undefined : { key: view.sort, direction: view.direction }}
      onSortChange={(sort) => onShow({ ...view, sort: parseChoice(sort.key, ADMIN_COURSE_SORTS) ?? 'created', direction: sort.direction, page: 1 })}
      page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
      onPageChange={(page) => onShow({ ...view, page })}
    />
  );
}

function CourseTitle({ course }: { course: AdminCourseSummary }) {
  return (
    <>
      <span className="font-semibold break-words text-ink">{course.title}</span>
      <span className="block text-xs break-words text-muted">/courses/{course.slug}</span>
    </>
  );
}

function StatusBadge({ course }: { course: AdminCourseSummary }) {
  return <Badge variant={course.published ? 'default' : 'outline'}>{course.published ? 'Published' : 'Draft'}</Badge>;
}

function UpdatedAt({ course }: { course: AdminCourseSummary }) {
  return <time dateTime={course.updatedAt}>{SHORT_DATE.format(new Date(course.updatedAt))}</time>;
}

function CourseActions({ course, onDelete, className }: { course: AdminCourseSummary; onDelete: () => void; className?: string }) {
  return (
    <div className={cn('flex gap-2', className)}>
      <ButtonLink to={`/admin/courses/${course.slug}/edit`} size="sm">
        <Pencil className="size-4" aria-hidden="true" />
        Edit<span className="sr-only"> {course.title}</span>
      </ButtonLink>
      <ButtonLink to={`/courses/${course.slug}`} size="sm" variant="outline">
        View<span className="sr-only"> {course.title}</span>
      </ButtonLink>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-haspopup="dialog" className="text-red-800 hover:bg-red-50">
        <Trash2 className="size-4" aria-hidden="true" />
        Delete<span className="sr-only"> {course.title}</span>
      </Button>
    </div>
  );
}

/** Spec §7's card: title, Published or Draft, level, plan, lessons, 'Edit' and 'View'. */
function CourseCard({ course, onDelete }: { course: AdminCourseSummary; onDelete: () => void }) {
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge course={course} />
        <LevelBadge level={course.level} />
        <Badge variant="secondary">{PLAN_OFFERS[course.requiredPlan].name}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-balance break-words">{course.title}</h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>
          {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'}
        </span>
        <span className="inline-flex items-center gap-1">
          <UsersRound className="size-4" aria-hidden="true" />
          {course.enrollmentCount} enrolled
        </span>
        <span>
          Updated <UpdatedAt course={course} />
        </span>
      </p>
      <CourseActions course={course} onDelete={onDelete} className="mt-4 flex-wrap" />
    </Card>
  );
}

function EmptyList({ filtered, pastTheEnd, onCreate, onShowAll }: { filtered: boolean; pastTheEnd: boolean; onCreate: () => void; onShowAll: () => void }) {
  const title = pastTheEnd ? 'No more courses' : filtered ? 'No courses match' : 'No courses found';
  return (
    <>
      <BookOpen className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-xl font-semibold text-ink">{title}</p>
      {pastTheEnd || filtered ? (
        <Button variant="outline" className="mt-6" onClick={onShowAll}>
          Show All Courses
        </Button>
      ) : (
        <>
          <p className="mx-auto mt-2 max-w-md">Start your first course: give it a title, then add modules and lessons.</p>
          <Button className="mt-6" onClick={onCreate} aria-haspopup="dialog">
            <Plus className="size-4" aria-hidden="true" />
            New course
          </Button>
        </>
      )}
    </>
  );
}
