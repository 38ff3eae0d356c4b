import type { Video, VideoUse } from '../../../shared/api/media';
import { formatFileSize } from '../../../shared/file-size';
import { videoUrlOf } from '../../../shared/media-files';
import type { VideoFileRow } from './media.data';

export function presentVideo(row: VideoFileRow, usedBy: VideoUse[]): Video {
  return {
    name: row.name,
    size: row.size,
    sizeLabel: formatFileSize(row.size),
    uploadedAt: row.createdAt.toISOString(),
    url: videoUrlOf(row.name),
    usedBy,
  };
}
