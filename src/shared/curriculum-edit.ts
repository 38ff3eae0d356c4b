/**
 * Rules of the course builder's curriculum editor (spec §4, §5, §9), as pure functions the
 * editor and the server share. No zod here, so the editor can use them as you type.
 */

export type QuestionType = 'true-false' | 'multiple-choice' | 'multiple-select';

export const QUESTION_TYPES: readonly QuestionType[] = ['true-false', 'multiple-choice', 'multiple-select'];
export const MIN_QUESTION_OPTIONS = 2;
export const MAX_QUESTION_OPTIONS = 6;
export const FALLBACK_PASSING_SCORE = 70;
export const NEW_LESSON_DURATION = '5 min';
/** The longest course description the builder saves. */
export const MAX_COURSE_DESCRIPTION = 5_000;

/** A question as the editor holds it; the curriculum schema decides whether it can be saved. */
export interface QuestionDraft {
  id: string;
  type: QuestionType;
  question: string;
  options: string[];
  correct_answer?: boolean | number;
  correct_answers?: number[];
  explanation: string;
}

interface Identified {
  id: string;
}

interface LessonShape extends Identified {
  title: string;
  resources?: readonly Identified[];
  quiz?: { id: string; questions: readonly Identified[] } | null;
}

interface CurriculumShape {
  modules: readonly (Identified & { title: string; lessons: readonly LessonShape[] })[];
}

/** A fresh id for a module, lesson, resource, quiz or question: never reused, so learners' progress keeps pointing at the right lesson. */
export function newCurriculumId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/**
 * Progress, quiz attempts and tool work are stored by lesson id, so ids must be unique: modules
 * and lessons across the course, resources within a lesson, questions within a quiz. The first
 * clash as a sentence, or null.
 */
export function duplicateIdProblem(curriculum: CurriculumShape): string | null {
  const seen = (label: string, each: string) => {
    const ids = new Set<string>();
    return (id: string) => {
      if (ids.has(id)) return `Two ${label} share the id "${id}"; every ${each} needs its own.`;
      ids.add(id);
      return null;
    };
  };
  const moduleId = seen('modules', 'module');
  const lessonId = seen('lessons', 'lesson');
  for (const module of curriculum.modules) {
    const problem = moduleId(module.id);
    if (problem) return problem;
    for (const lesson of module.lessons) {
      const lessonProblem = lessonId(lesson.id);
      if (lessonProblem) return lessonProblem;
      const resourceId = seen(`resources of lesson "${lesson.title}"`, 'resource');
      for (const resource of lesson.resources ?? []) {
        const resourceProblem = resourceId(resource.id);
        if (resourceProblem) return resourceProblem;
      }
      const questionId = seen(`questions of lesson "${lesson.title}"`, 'question');
      for (const question of lesson.quiz?.questions ?? []) {
        const questionProblem = questionId(question.id);
        if (questionProblem) return questionProblem;
      }
    }
  }
  return null;
}

/** The lessons of `before` that `after` no longer has (by id: a moved or renamed lesson is not removed). */
export function removedLessons<L extends Identified>(before: { modules: readonly { lessons: readonly L[] }[] }, after: CurriculumShape): L[] {
  const kept = new Set(after.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
  return before.modules.flatMap((module) => module.lessons.filter((lesson) => !kept.has(lesson.id)));
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Spec §4: to true-false, the options become True and False with the answer false; to
 * multiple-choice, the answer becomes the first option, with four blank options if there were
 * none; to multiple-select, the chosen answers are cleared (four blank options if there were none).
 */
export function changeQuestionType(question: QuestionDraft, type: QuestionType): QuestionDraft {
  const { correct_answer: _answer, correct_answers: _answers, ...rest } = question;
  const options = question.options.length > 0 ? question.options : ['', '', '', ''];
  switch (type) {
    case 'true-false':
      return { ...rest, type, options: ['True', 'False'], correct_answer: false };
    case 'multiple-choice':
      return { ...rest, type, options, correct_answer: 0 };
    case 'multiple-select':
      return { ...rest, type, options, correct_answers: [] };
  }
}

/** Spec §5: an option may be removed only while there are more than two. */
export function canRemoveOption(question: Pick<QuestionDraft, 'type' | 'options'>): boolean {
  return question.type !== 'true-false' && question.options.length > MIN_QUESTION_OPTIONS;
}

export function canAddOption(question: Pick<QuestionDraft, 'type' | 'options'>): boolean {
  return question.type !== 'true-false' && question.options.length < MAX_QUESTION_OPTIONS;
}

/** Removes an option and keeps the chosen answers pointing at the same options. */
export function removeOption(question: QuestionDraft, index: number): QuestionDraft {
  if (!canRemoveOption(question) || index < 0 || index >= question.options.length) return question;
  const options = question.options.filter((_, i) => i !== index);
  const shift = (i: number) => (i > index ? i - 1 : i);
  if (question.type === 'multiple-select') {
    return { ...question, options, correct_answers: (question.correct_answers ?? []).filter((i) => i !== index).map(shift) };
  }
  const answer = typeof question.correct_answer === 'number' ? question.correct_answer : 0;
  return { ...question, options, correct_answer: answer === index ? 0 : shift(answer) };
}

export function addOption(question: QuestionDraft): QuestionDraft {
  return canAddOption(question) ? { ...question, options: [...question.options, ''] } : question;
}

/** Spec §5: a number from 0 to 100, falling back to 70 when the field is empty; null when it is not a whole number in range. */
export function passingScoreFromInput(text: string): number | null {
  const value = text.trim();
  if (value === '') return FALLBACK_PASSING_SCORE;
  if (!/^\d{1,3}$/.test(value)) return null;
  const score = Number(value);
  return score <= 100 ? score : null;
}
