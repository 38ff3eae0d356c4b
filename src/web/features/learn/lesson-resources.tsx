import { useState } from 'react';
import { Download, ExternalLink, FileImage, FileText, Paperclip } from 'lucide-react';
import type { PlayerLesson } from '@shared/api/learning';
import { resourcePreviewKind, safeResourceHref, type ResourcePreviewKind } from '@shared/resource-preview';
import { buttonClasses } from '@web/components/ui/button';
import { track } from '@web/lib/analytics';
import { PdfPreview } from './pdf-preview';

export type LessonResource = PlayerLesson['resources'][number];

const KIND_ICONS: Record<ResourcePreviewKind, typeof FileText> = { pdf: FileText, image: FileImage, download: Paperclip };

interface ResourceListProps {
  resources: readonly LessonResource[];
  /** The list's heading level follows where it sits: above the lesson (h2) or inside its Content tab (h3). */
  headingLevel: 'h2' | 'h3';
  headingId: string;
}

/** Spec §2 Resources panel: each resource with its preview (PDF or image) and Open and Download. */
export function ResourceList({ resources, headingLevel, headingId }: ResourceListProps) {
  const Heading = headingLevel;
  const itemHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-semibold">
        Lesson resources
      </Heading>
      <ul className="mt-4 space-y-4">
        {resources.map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} headingLevel={itemHeading} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResourceCard({ resource, headingLevel }: { resource: LessonResource; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const href = safeResourceHref(resource.file_url);
  const kind = resourcePreviewKind(resource);
  const Icon = KIND_ICONS[kind];
  const facts = [resource.file_type.replace(/^\./, '').toUpperCase(), resource.file_size].filter((fact) => fact.trim().length > 0);
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <Heading className="font-semibold break-words">{resource.title}</Heading>
            {resource.description.trim() && <p className="mt-1 text-sm text-muted">{resource.description}</p>}
            {facts.length > 0 && <p className="mt-1 text-xs font-medium text-muted">{facts.join(' · ')}</p>}
          </div>
        </div>
        {href !== null && (
          <div className="flex shrink-0 gap-2">
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Open ${resource.title}`} className={buttonClasses('outline', 'sm')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Open
            </a>
            <a
              href={href}
              download
              aria-label={`Download ${resource.title}`}
              className={buttonClasses('primary', 'sm')}
              onClick={() => track('resource_downloaded', { resource_name: resource.title })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download
            </a>
          </div>
        )}
      </div>
      {href !== null && kind === 'pdf' && (
        <div className="mt-4">
          <PdfPreview url={href} title={resource.title} />
        </div>
      )}
      {href !== null && kind === 'image' && <ImagePreview src={href} title={resource.title} />}
    </div>
  );
}

function ImagePreview({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="mt-4 rounded-xl border border-dashed border-line bg-surface p-4 text-center text-sm text-muted">
        Unable to preview this file. Please download to view.
      </p>
    );
  }
  return (
    <img
      src={src}
      alt={`Preview of ${title}`}
      loading="lazy"
      onError={() => setFailed(true)}
      className="mt-4 max-h-[28rem] w-full rounded-xl border border-line bg-surface object-contain"
    />
  );
}
