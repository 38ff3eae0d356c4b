import { useEffect, useRef } from 'react';
import { Editor, defaultValueCtx, editorViewCtx, rootCtx, serializerCtx } from '@milkdown/kit/core';
import { Plugin } from '@milkdown/kit/prose/state';
import { $prose, replaceAll } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor } from '@milkdown/react';
import { configureLessonText, storedLessonText } from './lesson-text-format';
import { EDITOR_PLUGINS } from './lesson-text-plugins';
import { LessonTextToolbar } from './lesson-text-toolbar';

interface LessonTextEditorProps {
  courseSlug: string;
  /** The lesson's name, for the editing area's accessible name. */
  lessonTitle: string;
  value: string;
  onChange: (markdown: string) => void;
}

function TextEditor({ courseSlug, lessonTitle, value, onChange }: LessonTextEditorProps) {
  const written = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const { get, loading } = useEditor(
    (root) =>
      Editor.make()
        .config((ctx) => {
          ctx.set(rootCtx, root);
          ctx.set(defaultValueCtx, written.current);
          configureLessonText(ctx);
        })
        .use(EDITOR_PLUGINS)
        .use(
          // Every change reaches the draft at once (no debounce), so Save never sends an older text.
          $prose(
            (ctx) =>
              new Plugin({
                view: () => ({
                  update: (view, previous) => {
                    if (view.state.doc.eq(previous.doc)) return;
                    const markdown = storedLessonText(ctx.get(serializerCtx)(view.state.doc));
                    if (markdown === written.current) return;
                    written.current = markdown;
                    change.current(markdown);
                  },
                }),
              }),
          ),
        ),
    [],
  );

  // A restored version or a reloaded course replaces the text from outside.
  useEffect(() => {
    const editor = get();
    if (!editor || loading || value === written.current) return;
    written.current = value;
    editor.action(replaceAll(value, true));
  }, [get, loading, value]);

  useEffect(() => {
    const editor = get();
    if (!editor || loading) return;
    editor.action((ctx) => {
      const dom = ctx.get(editorViewCtx).dom;
      dom.setAttribute('aria-label', `Lesson text of ${lessonTitle || 'the lesson'}`);
      dom.setAttribute('aria-multiline', 'true');
    });
  }, [get, loading, lessonTitle]);

  return (
    <div className="rounded-lg border border-line bg-white shadow-xs focus-within:border-brand-600">
      <LessonTextToolbar courseSlug={courseSlug} getEditor={get} />
      <div className="lesson-text-editor max-h-[36rem] min-h-64 overflow-y-auto px-4 py-2 sm:px-5">
        <Milkdown />
      </div>
    </div>
  );
}

/** The lesson's text as a rich-text editor that reads and writes the content files' Markdown. */
export function LessonTextEditor(props: LessonTextEditorProps) {
  return (
    <MilkdownProvider>
      <TextEditor {...props} />
    </MilkdownProvider>
  );
}
