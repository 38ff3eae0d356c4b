import { useId, useRef, useState } from 'react';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { THUMBNAIL_SIZE } from '@shared/media-files';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { IMAGE_ACCEPT, uploadCourseImage } from './image-upload';

interface ThumbnailFieldProps {
  courseSlug: string;
  value: string;
  onChange: (url: string) => void;
}

/** The course card's picture: uploaded, cropped to the card by the server, shown as learners see it. */
export function ThumbnailField({ courseSlug, value, onChange }: ThumbnailFieldProps) {
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadCourseImage(courseSlug, file, 'thumbnail');
      onChange(url);
      toast.success('Thumbnail uploaded', { description: 'Save the course to keep it.' });
    } catch (error) {
      toast.error("Couldn't upload the thumbnail", { description: errorMessage(error) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium">Thumbnail</p>
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        The picture on the course card. PNG, JPEG or WebP; it is cropped to {THUMBNAIL_SIZE.width} × {THUMBNAIL_SIZE.height} pixels (16:9).
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div className="aspect-video w-56 overflow-hidden rounded-lg border border-line bg-brand-50">
          {value ? <img src={value} alt="The course's current thumbnail" className="size-full object-cover" /> : <span className="flex size-full items-center justify-center text-sm text-muted">No thumbnail yet</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            Thumbnail picture file
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button variant="secondary" size="sm" disabled={uploading} aria-busy={uploading} onClick={() => fileInput.current?.click()}>
            {uploading ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
            {value ? 'Replace thumbnail' : 'Upload thumbnail'}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" onClick={() => onChange('')}>
              <X className="size-4" aria-hidden="true" />
              Remove thumbnail
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
