import { describe, expect, it } from 'vitest';
import type { EditableCourse, SaveCourseRequest } from '@shared/api/admin-courses';
import { curriculumSchema } from '@shared/curriculum';
import { isDraftProblem, newLesson, newQuiz, sameDraft, toDraft, toSaveRequest } from './course-draft';

const course: EditableCourse = {
  id: 'c1',
  slug: 'draft-course',
  title: 'Draft Course',
  description: '',
  level: 'Beginner',
  duration: '',
  thumbnailUrl: null,
  requiredPlan: 'free',
  published: false,
  earlyAccess: false,
  curriculum: curriculumSchema.parse({
    modules: [
      {
        id: 'm1',
        title: 'One',
        lessons: [
          {
            id: 'l1',
            title: 'Quiz lesson',
            quiz: { id: 'q', title: 'Check', passing_score: 80, questions: [{ id: 'tf', type: 'true-false', question: 'Yes?', correct_answer: true }] },
          },
        ],
      },
    ],
  }),
  version: 3,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  enrollmentCount: 0,
};

const saved = (request: ReturnType<typeof toSaveRequest>) => {
  if (isDraftProblem(request)) throw new Error(request.message);
  return request as SaveCourseRequest & { curriculum: { modules: { lessons: { quiz: { passing_score: number } | null }[] }[] } };
};

describe('the editor copy of a course', () => {
  it('saves back what it loaded, from the version it loaded', () => {
    const request = saved(toSaveRequest(toDraft(course), course.version));
    expect(request.baseVersion).toBe(3);
    expect(curriculumSchema.parse(request.curriculum)).toEqual(course.curriculum);
    expect(request.course).toEqual({ title: 'Draft Course', description: '', level: 'Beginner', duration: '', thumbnailUrl: null, requiredPlan: 'free', published: false, earlyAccess: false });
  });

  it('falls back to a passing score of 70 when the field is left empty', () => {
    const draft = toDraft(course);
    draft.modules[0]!.lessons[0]!.quiz!.passing_score = '';
    expect(saved(toSaveRequest(draft, 3)).curriculum.modules[0]!.lessons[0]!.quiz!.passing_score).toBe(70);
  });

  it('names the lesson whose passing score is out of range instead of sending it', () => {
    const draft = toDraft(course);
    draft.modules[0]!.lessons[0]!.quiz!.passing_score = '150';
    expect(toSaveRequest(draft, 3)).toEqual({ message: 'Lesson "Quiz lesson": the passing score is a whole number from 0 to 100.', lessonId: 'l1' });
  });

  it("gives a new lesson the spec's defaults and a new quiz one blank question", () => {
    expect(newLesson(2)).toMatchObject({ title: 'Lesson 2', duration: '5 min', hide_video_placeholder: true, quiz: null, resources: [] });
    expect(newQuiz('Intro')).toMatchObject({ title: 'Intro quiz', passing_score: '70', questions: [{ type: 'multiple-choice', options: ['', '', '', ''], correct_answer: 0 }] });
  });

  it('tells an edited copy from the loaded one', () => {
    const draft = toDraft(course);
    expect(sameDraft(draft, toDraft(course))).toBe(true);
    draft.title = 'Changed';
    expect(sameDraft(draft, toDraft(course))).toBe(false);
  });
});
