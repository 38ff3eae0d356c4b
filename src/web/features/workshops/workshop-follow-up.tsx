import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminWorkshop, WorkshopRegistrant } from '@shared/api/workshops';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

const ATTENDANCE: Record<NonNullable<WorkshopRegistrant['attendance']>, string> = { attended: 'Attended', no_show: 'No-show' };

/** After a workshop: the recording (a video of the library) and each registrant's attendance. */
export function WorkshopFollowUp({ adminId, workshop, onChanged }: { adminId: string; workshop: AdminWorkshop; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const registrants = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/workshops/:id/registrants', { params: { id: workshop.id } }), staleTime: 0 });
  const videos = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/videos'), staleTime: 0 });
  const [video, setVideo] = useState(workshop.recordingVideoName ?? '');
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/workshops/:id/registrants', { params: { id: workshop.id } }) });
      onChanged();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const active = (registrants.data?.registrants ?? []).filter((registrant) => registrant.status === 'registered');
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-lg font-semibold">Recording</h3>
        {workshop.started ? (
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="recording-video" className="text-sm font-medium text-ink">
                Video from the library
              </label>
              <select id="recording-video" value={video} onChange={(event) => setVideo(event.target.value)} className={`${INPUT_CLASS} mt-1.5 w-72 max-w-full`}>
                <option value="">No recording</option>
                {videos.data?.videos.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              disabled={busy}
              onClick={() =>
                void act(
                  () => callEndpoint('PUT /api/admin/workshops/:id/recording', { params: { id: workshop.id }, body: { videoName: video || null } }),
                  video ? 'Recording attached. Registered members are emailed.' : 'Recording removed.',
                )
              }
            >
              Save recording
            </Button>
          </div>
        ) : (
          <p className="mt-1 text-muted">Attach the recording once the workshop has taken place.</p>
        )}
      </div>
      <div>
        <h3 className="text-lg font-semibold">Registered members ({active.length})</h3>
        {registrants.isError && <p role="alert">{errorMessage(registrants.error)}</p>}
        {active.length === 0 ? (
          <p className="mt-1 text-muted">{registrants.isPending ? 'Loading…' : 'No one has registered yet.'}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
            {active.map((registrant) => (
              <li key={registrant.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">{registrant.name || registrant.email}</p>
                  <p className="break-all text-sm text-muted">{registrant.email}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {registrant.attendance && <Badge variant={registrant.attendance === 'attended' ? 'secondary' : 'outline'}>{ATTENDANCE[registrant.attendance]}</Badge>}
                  {workshop.started &&
                    (['attended', 'no_show'] as const)
                      .filter((attendance) => attendance !== registrant.attendance)
                      .map((attendance) => (
                        <Button
                          key={attendance}
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={`Mark ${registrant.email} ${ATTENDANCE[attendance].toLowerCase()}`}
                          onClick={() =>
                            void act(
                              () => callEndpoint('PUT /api/admin/workshops/:id/registrants/:registrationId/attendance', { params: { id: workshop.id, registrationId: registrant.id }, body: { attendance } }),
                              `Marked ${ATTENDANCE[attendance].toLowerCase()}`,
                            )
                          }
                        >
                          {ATTENDANCE[attendance]}
                        </Button>
                      ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
