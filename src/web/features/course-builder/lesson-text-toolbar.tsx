import { useId, useRef, useState, type ReactNode } from 'react';
import type { Editor } from '@milkdown/kit/core';
import type { CmdKey } from '@milkdown/kit/core';
import {
  insertImageCommand,
  toggleEmphasisCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { insertTableCommand } from '@milkdown/kit/preset/gfm';
import { callCommand } from '@milkdown/kit/utils';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Loader2, Table, Wrench } from 'lucide-react';
import { TOOL_IDS, TOOL_INFO } from '@shared/tools/tool-catalog';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { INPUT_CLASS } from './field';
import { IMAGE_ACCEPT, uploadCourseImage } from './image-upload';
import { insertLessonToolCommand } from './lesson-text-plugins';

interface ToolbarProps {
  courseSlug: string;
  getEditor: () => Editor | undefined;
}

type Panel = 'link' | 'image' | 'tool' | null;

function ToolbarButton({ label, onClick, children, expanded }: { label: string; onClick: () => void; children: ReactNode; expanded?: boolean }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-expanded={expanded}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-brand-50 focus-visible:bg-brand-50 aria-expanded:bg-brand-100"
    >
      {children}
    </button>
  );
}

/** Headings, lists, bold and italic, links, tables, uploaded images and the six tools. */
export function LessonTextToolbar({ courseSlug, getEditor }: ToolbarProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const [href, setHref] = useState('https://');
  const [imageDescription, setImageDescription] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { link: useId(), description: useId(), file: useId(), tools: useId() };

  const run = <T,>(command: CmdKey<T>, payload?: T) => {
    getEditor()?.action(callCommand(command, payload));
  };
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  const addImage = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadCourseImage(courseSlug, file, 'inline');
      run(insertImageCommand.key, { src: url, alt: imageDescription.trim() });
      setImageDescription('');
      setPanel(null);
    } catch (error) {
      toast.error("Couldn't add the image", { description: errorMessage(error) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="sticky top-0 z-10 border-b border-line bg-surface/95">
      <div role="toolbar" aria-label="Lesson text formatting" className="flex flex-wrap items-center gap-0.5 px-1.5 py-1">
        <ToolbarButton label="Heading" onClick={() => run(wrapInHeadingCommand.key, 2)}>
          <Heading2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Subheading" onClick={() => run(wrapInHeadingCommand.key, 3)}>
          <Heading3 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Bold" onClick={() => run(toggleStrongCommand.key)}>
          <Bold className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Italic" onClick={() => run(toggleEmphasisCommand.key)}>
          <Italic className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Bulleted list" onClick={() => run(wrapInBulletListCommand.key)}>
          <List className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Numbered list" onClick={() => run(wrapInOrderedListCommand.key)}>
          <ListOrdered className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Link" expanded={panel === 'link'} onClick={() => toggle('link')}>
          <Link2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Table" onClick={() => run(insertTableCommand.key, { row: 3, col: 3 })}>
          <Table className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Image" expanded={panel === 'image'} onClick={() => toggle('image')}>
          <ImagePlus className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={panel === 'tool'}
          aria-controls={panel === 'tool' ? ids.tools : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => toggle('tool')}
        >
          <Wrench className="size-4" aria-hidden="true" />
          Insert a tool
        </Button>
      </div>

      {panel === 'link' && (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-line px-3 py-2"
          onSubmit={(event) => {
            event.preventDefault();
            run(toggleLinkCommand.key, { href: href.trim() });
            setPanel(null);
          }}
        >
          <label htmlFor={ids.link} className="w-full text-sm font-medium">
            Link address (select the words to link first)
          </label>
          <input id={ids.link} type="url" required className={`${INPUT_CLASS} min-w-0 flex-1`} value={href} onChange={(event) => setHref(event.target.value)} />
          <Button type="submit" size="sm">
            Add link
          </Button>
        </form>
      )}

      {panel === 'image' && (
        <div className="grid gap-2 border-t border-line px-3 py-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={ids.description} className="text-sm font-medium">
              What the image shows (read aloud to people who cannot see it)
            </label>
            <input id={ids.description} className={`${INPUT_CLASS} mt-1`} maxLength={300} value={imageDescription} onChange={(event) => setImageDescription(event.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.file} className="sr-only">
              Image file
            </label>
            <input
              id={ids.file}
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void addImage(file);
              }}
            />
            <Button size="sm" variant="secondary" disabled={uploading} aria-busy={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
              Upload image
            </Button>
          </div>
          <p className="text-xs text-muted sm:col-span-2">PNG, JPEG or WebP. Wide images are reduced to 1600 pixels across.</p>
        </div>
      )}

      {panel === 'tool' && (
        <ul id={ids.tools} aria-label="Tools to insert" className="grid gap-1 border-t border-line p-2 sm:grid-cols-2">
          {TOOL_IDS.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="w-full rounded-md px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  run(insertLessonToolCommand.key, id);
                  setPanel(null);
                }}
              >
                <span className="block text-sm font-semibold text-ink">{TOOL_INFO[id].name}</span>
                <span className="block text-xs text-muted">{TOOL_INFO[id].summary}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
