import type { VideoPositionResponse } from '../../../shared/api/video-positions';
import type { VideoPositionRow } from './video-positions.data';

export function presentVideoPosition(lessonId: string, row: VideoPositionRow | undefined): VideoPositionResponse {
  return {
    lessonId,
    position: row ? { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, updatedAt: row.updatedAt.toISOString() } : null,
  };
}
