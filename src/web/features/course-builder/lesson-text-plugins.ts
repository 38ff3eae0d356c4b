import { history } from '@milkdown/kit/plugin/history';
import {
  commands as commonmarkCommands,
  hardbreakClearMarkPlugin,
  hardbreakFilterNodes,
  hardbreakFilterPlugin,
  inlineNodesCursorPlugin,
  inputRules as commonmarkInputRules,
  keymap as commonmarkKeymap,
  markInputRules as commonmarkMarkInputRules,
  syncHeadingIdPlugin,
  syncListOrderPlugin,
} from '@milkdown/kit/preset/commonmark';
import {
  autoInsertSpanPlugin,
  commands as gfmCommands,
  inputRules as gfmInputRules,
  keepTableAlignPlugin,
  keymap as gfmKeymap,
  markInputRules as gfmMarkInputRules,
  tableEditingPlugin,
} from '@milkdown/kit/preset/gfm';
import { $command } from '@milkdown/kit/utils';
import { lessonTextPlugins, lessonToolSchema } from './lesson-text-format';

/** Puts a tool block where the cursor is (or after the selected block). */
export const insertLessonToolCommand = $command('InsertLessonTool', (ctx) => (id?: string) => (state, dispatch) => {
  if (!id) return false;
  dispatch?.(state.tr.replaceSelectionWith(lessonToolSchema.type(ctx).create({ id })).scrollIntoView());
  return true;
});

/** The editor's plugins: the document and its Markdown (shared with Node), plus editing behavior. */
export const EDITOR_PLUGINS = [
  lessonTextPlugins,
  commonmarkInputRules,
  commonmarkMarkInputRules,
  commonmarkCommands,
  commonmarkKeymap,
  [hardbreakClearMarkPlugin, hardbreakFilterNodes, hardbreakFilterPlugin, inlineNodesCursorPlugin, syncHeadingIdPlugin, syncListOrderPlugin],
  gfmInputRules,
  gfmMarkInputRules,
  gfmCommands,
  gfmKeymap,
  [keepTableAlignPlugin, autoInsertSpanPlugin, tableEditingPlugin],
  insertLessonToolCommand,
  history,
].flat();
