import type { EditableCourse, SaveCourseRequest } from '@shared/api/admin-courses';
import type { Lesson, Quiz } from '@shared/curriculum';
import {
  FALLBACK_PASSING_SCORE,
  NEW_LESSON_DURATION,
  newCurriculumId,
  passingScoreFromInput,
  type QuestionDraft,
} from '@shared/curriculum-edit';
import type { CourseLevel } from '@shared/levels';
import type { Plan } from '@shared/plans';

/** The editor's copy of a course: what the forms edit, before it is checked and saved. */

export interface DraftQuiz extends Omit<Quiz, 'questions' | 'passing_score'> {
  /** As typed: empty falls back to 70 when saved (spec §5). */
  passing_score: string;
  questions: QuestionDraft[];
}

export interface DraftLesson extends Omit<Lesson, 'quiz'> {
  quiz: DraftQuiz | null;
}

export interface DraftModule {
  id: string;
  title: string;
  lessons: DraftLesson[];
}

export interface DraftCourse {
  title: string;
  description: string;
  level: CourseLevel;
  duration: string;
  thumbnailUrl: string;
  requiredPlan: Plan;
  published: boolean;
  earlyAccess: boolean;
  modules: DraftModule[];
}

export function toDraft(course: EditableCourse): DraftCourse {
  return {
    title: course.title,
    description: course.description,
    level: course.level,
    duration: course.duration,
    thumbnailUrl: course.thumbnailUrl ?? '',
    requiredPlan: course.requiredPlan,
    published: course.published,
    earlyAccess: course.earlyAccess,
    modules: course.curriculum.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        ...lesson,
        quiz: lesson.quiz
          ? {
              ...lesson.quiz,
              passing_score: String(lesson.quiz.passing_score),
              questions: lesson.quiz.questions.map((question) => ({ ...question, options: question.type === 'true-false' ? ['True', 'False'] : question.options })),
            }
          : null,
      })),
    })),
  };
}

/** A problem the editor finds before asking the server, with where it is. */
export interface DraftProblem {
  message: string;
  lessonId?: string;
}

/** The save request for a draft, or the first problem the server would refuse it for that the form can point at. */
export function toSaveRequest(draft: DraftCourse, baseVersion: number, confirmRemovingCompletedLessons = false): SaveCourseRequest | DraftProblem {
  for (const module of draft.modules) {
    for (const lesson of module.lessons) {
      if (lesson.quiz && passingScoreFromInput(lesson.quiz.passing_score) === null) {
        return { message: `Lesson "${lesson.title}": the passing score is a whole number from 0 to 100.`, lessonId: lesson.id };
      }
    }
  }
  return {
    baseVersion,
    confirmRemovingCompletedLessons,
    course: {
      title: draft.title,
      description: draft.description,
      level: draft.level,
      duration: draft.duration,
      thumbnailUrl: draft.thumbnailUrl.trim() === '' ? null : draft.thumbnailUrl.trim(),
      requiredPlan: draft.requiredPlan,
      published: draft.published,
      earlyAccess: draft.earlyAccess,
    },
    curriculum: {
      modules: draft.modules.map((module) => ({
        ...module,
        lessons: module.lessons.map((lesson) => ({
          ...lesson,
          quiz: lesson.quiz ? { ...lesson.quiz, passing_score: passingScoreFromInput(lesson.quiz.passing_score) ?? FALLBACK_PASSING_SCORE, questions: lesson.quiz.questions.map(questionForSave) } : null,
        })),
      })),
    },
  };
}

export function isDraftProblem(value: SaveCourseRequest | DraftProblem): value is DraftProblem {
  return 'message' in value;
}

function questionForSave(question: QuestionDraft): QuestionDraft {
  const { correct_answer, correct_answers, ...rest } = question;
  if (question.type === 'multiple-select') return { ...rest, correct_answers: correct_answers ?? [] };
  return { ...rest, correct_answer: question.type === 'true-false' ? correct_answer === true : typeof correct_answer === 'number' ? correct_answer : 0 };
}

export function newModule(position: number): DraftModule {
  return { id: newCurriculumId('module'), title: `Module ${position}`, lessons: [] };
}

export function newLesson(position: number): DraftLesson {
  return {
    id: newCurriculumId('lesson'),
    title: `Lesson ${position}`,
    duration: NEW_LESSON_DURATION,
    description: '',
    content: '',
    video_url: '',
    resources: [],
    quiz: null,
    hide_video_placeholder: true,
  };
}

export function newQuiz(lessonTitle: string): DraftQuiz {
  return { id: newCurriculumId('quiz'), title: `${lessonTitle} quiz`, description: '', passing_score: String(FALLBACK_PASSING_SCORE), questions: [newQuestion()] };
}

export function newQuestion(): QuestionDraft {
  return { id: newCurriculumId('question'), type: 'multiple-choice', question: '', options: ['', '', '', ''], correct_answer: 0, explanation: '' };
}

export function sameDraft(a: DraftCourse | null, b: DraftCourse | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
