import { useState } from 'react';
import { Download } from 'lucide-react';
import type { TeamMember } from '@shared/api/teams';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ProgressBar } from '@web/components/progress-bar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { downloadCsv } from '@web/lib/csv';
import { callEndpoint } from '@web/lib/endpoint-client';
import { useTeamAction } from './use-team';

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : 'Not yet');

/** One row per member and course (a member with no course yet gets one row), for the CSV export. */
export function teamReportRows(members: readonly TeamMember[]): (string | number)[][] {
  const header = ['Name', 'Email', 'Joined', 'Last activity', 'Course', 'Lessons completed', 'Lessons', 'Progress %', 'Certificates'];
  const rows = members.flatMap((member) => {
    const base = [member.name, member.email, member.joinedAt.slice(0, 10), member.lastActivityAt?.slice(0, 10) ?? ''];
    const certificates = member.certificates.map((certificate) => certificate.courseTitle).join('; ');
    if (member.courses.length === 0) return [[...base, '', 0, 0, 0, certificates]];
    return member.courses.map((course) => [...base, course.title, course.completedLessons, course.totalLessons, course.progressPercent, certificates]);
  });
  return [header, ...rows];
}

/** The owner's view of each member: courses and progress, last activity, certificates; remove frees the seat. */
export function TeamMembers({ members }: { members: readonly TeamMember[] }) {
  const { busy, run } = useTeamAction();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const remove = async () => {
    if (!removing) return;
    await run('remove', async () => {
      await callEndpoint('DELETE /api/team/members/:userId', { params: { userId: removing.userId } });
      setRemoving(null);
      return `${removing.name || removing.email} was removed; their seat is free.`;
    });
  };

  return (
    <section aria-labelledby="members-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="members-heading" className="text-xl font-semibold">
          Members
        </h2>
        <Button variant="outline" size="sm" disabled={members.length === 0} onClick={() => downloadCsv('team-progress.csv', teamReportRows(members))}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {members.length === 0 ? (
        <p className="mt-4 text-muted">No one has joined yet. Invite your staff below; each person who accepts takes a seat.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {members.map((member) => (
            <li key={member.userId}>
              <Card className="p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">{member.name || member.email}</p>
                    <p className="text-sm text-muted">
                      {member.email} · Joined {shortDate(member.joinedAt)} · Last activity {shortDate(member.lastActivityAt)}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(member)}>
                    Remove
                  </Button>
                </div>
                {member.courses.length === 0 ? (
                  <p className="mt-3 text-sm text-muted">Not enrolled in a course yet.</p>
                ) : (
                  <ul className="mt-4 space-y-3">
                    {member.courses.map((course) => (
                      <li key={course.slug}>
                        <div className="flex justify-between gap-3 text-sm">
                          <span className="font-medium">{course.title}</span>
                          <span className="tabular-nums text-muted">
                            {course.completedLessons}/{course.totalLessons} lessons · {course.progressPercent}%
                          </span>
                        </div>
                        <ProgressBar value={course.progressPercent} label={`${member.name || member.email}: ${course.title}`} className="mt-1.5" />
                      </li>
                    ))}
                  </ul>
                )}
                {member.certificates.length > 0 && (
                  <p className="mt-3 text-sm">
                    <span className="font-medium">Certificates:</span> {member.certificates.map((certificate) => certificate.courseTitle).join(', ')}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove Member"
        destructive
        busy={busy !== null}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removing?.name || removing?.email} loses the Pro library from your team at once. Their progress and certificates stay with them, and the seat becomes free.
      </ConfirmDialog>
    </section>
  );
}
