import { useId, useRef, useState } from 'react';
import { FileText, Loader2, Trash2, Upload } from 'lucide-react';
import type { Resource } from '@shared/curriculum';
import { RESOURCE_EXTENSIONS } from '@shared/file-size';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/components/admin/form-section';
import { INPUT_CLASS, TEXTAREA_CLASS } from './field';

const ACCEPT = RESOURCE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Stores the file through the media module (the team brief's contract) and answers the resource a lesson keeps. */
async function uploadResource(courseSlug: string, form: { title: string; description: string; file: File }): Promise<Resource> {
  const body = new FormData();
  body.set('title', form.title);
  body.set('description', form.description);
  body.set('file', form.file);
  const response = await fetch(`/api/admin/courses/${encodeURIComponent(courseSlug)}/resources`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Upload answered ${response.status}`);
  return ((await response.json()) as { resource: Resource }).resource;
}

interface ResourcesEditorProps {
  courseSlug: string;
  resources: Resource[];
  onChange: (resources: Resource[]) => void;
}

/** A lesson's downloadable resources: the list, and a form with title, file and description (spec §2, §5). */
export function ResourcesEditor({ courseSlug, resources, onChange }: ResourcesEditorProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const submit = async () => {
    if (title.trim() === '' || !file) {
      toast.error('Missing information', { description: 'Please provide a title and select a file' });
      return;
    }
    setBusy(true);
    try {
      const resource = await uploadResource(courseSlug, { title: title.trim(), description: description.trim(), file });
      onChange([...resources, resource]);
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast.success('Resource uploaded', { description: 'Save the course to keep it on the lesson.' });
    } catch {
      toast.error('Upload failed', { description: 'There was an error uploading the file' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">Resources</legend>
      {resources.length === 0 ? (
        <p className="text-sm text-muted">No resources yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {resources.map((resource) => (
            <li key={resource.id} className="flex items-center gap-3 px-3 py-2.5">
              <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{resource.title}</p>
                <p className="truncate text-xs text-muted">{[resource.file_type.toUpperCase(), resource.file_size, resource.description].filter(Boolean).join(' · ')}</p>
              </div>
              <button
                type="button"
                onClick={() => onChange(resources.filter((r) => r.id !== resource.id))}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-red-50 hover:text-red-800"
                aria-label={`Remove resource ${resource.title}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Not a <form>: it sits inside the course's editor; Enter in its fields uploads nothing by surprise. */}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <FormField label="Resource title">
          {(control) => <input {...control} className={INPUT_CLASS} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />}
        </FormField>
        <div>
          <label htmlFor={fileId} className="text-sm font-medium">
            File
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:font-semibold file:text-ink hover:file:bg-surface"
          />
        </div>
        <FormField label="Resource description" className="sm:col-span-2">
          {(control) => <textarea {...control} className={TEXTAREA_CLASS} rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </FormField>
      </div>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void submit()} disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
        Upload resource
      </Button>
    </fieldset>
  );
}
