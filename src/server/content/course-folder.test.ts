import { describe, expect, it } from 'vitest';
import { ContentError, parseCourseFolder } from './course-folder';
import { splitFrontMatter } from './front-matter';

const courseJson = JSON.stringify({
  title: 'Test Course',
  description: 'A course for the tests.',
  level: 'Beginner',
  duration: '1 hour',
  thumbnail_url: '/images/courses/test-course.svg',
  required_plan: 'pro',
  published: false,
  position: 3,
});

const lesson = (id: string, extra = '') => `---\nid: ${id}\ntitle: Lesson ${id}\nduration: 7 min\ndescription: "About ${id}: a lesson"\n${extra}---\n\n## Heading\n\nBody of ${id}.\n`;

const quizJson = JSON.stringify({
  id: 'q-one',
  title: 'Check',
  questions: [{ id: 'q1', type: 'true-false', question: 'Is it?', correct_answer: true, explanation: 'It is.' }],
});

function folder(overrides: Record<string, string | undefined> = {}): Map<string, string> {
  const files: Record<string, string | undefined> = {
    'course.json': courseJson,
    '02-second/module.json': JSON.stringify({ id: 'm2-second', title: 'Second' }),
    '02-second/01-last.md': lesson('l-last'),
    '01-first/module.json': JSON.stringify({ id: 'm1-first', title: 'First' }),
    '01-first/02-two.md': lesson('l-two'),
    '01-first/02-two.quiz.json': quizJson,
    '01-first/01-one.md': lesson('l-one', 'exercise_minutes: 4\n'),
    ...overrides,
  };
  return new Map(Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('a course folder', () => {
  it('becomes a course with modules and lessons in their NN order, quizzes beside their lessons', () => {
    const { course, position, lessonNotes } = parseCourseFolder('test-course', folder());
    expect(course).toMatchObject({ slug: 'test-course', title: 'Test Course', level: 'Beginner', requiredPlan: 'pro', published: false });
    expect(position).toBe(3);
    const modules = course.curriculum.modules;
    expect(modules.map((module) => module.id)).toEqual(['m1-first', 'm2-second']);
    expect(modules[0]!.lessons.map((entry) => entry.id)).toEqual(['l-one', 'l-two']);
    expect(modules[0]!.lessons[0]).toMatchObject({ title: 'Lesson l-one', duration: '7 min', description: 'About l-one: a lesson', content: '## Heading\n\nBody of l-one.', quiz: null });
    expect(modules[0]!.lessons[1]!.quiz).toMatchObject({ id: 'q-one', passing_score: 70 });
    expect(lessonNotes.get('l-one')).toEqual({ exerciseMinutes: 4, asOf: null, file: '01-first/01-one.md' });
    expect(lessonNotes.get('l-two')!.exerciseMinutes).toBeNull();
  });

  it('reads the outcomes a course lists, and none when course.json has none', () => {
    const withOutcomes = JSON.stringify({ ...JSON.parse(courseJson), outcomes: ['Write a prompt', 'Plan a month'] });
    expect(parseCourseFolder('test-course', folder({ 'course.json': withOutcomes })).course.outcomes).toEqual(['Write a prompt', 'Plan a month']);
    expect(parseCourseFolder('test-course', folder()).course.outcomes).toEqual([]);
  });

  it('names the file at fault when something is wrong', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ 'course.json': undefined }, /^course\.json: missing/],
      [{ 'course.json': courseJson.replace('"pro"', '"gold"') }, /^course\.json: .*required_plan/],
      [{ 'course.json': JSON.stringify({ ...JSON.parse(courseJson), outcomes: [''] }) }, /^course\.json: An outcome cannot be empty at outcomes\.0/],
      [{ '01-first/module.json': '{ nope' }, /^01-first\/module\.json: not valid JSON/],
      [{ '01-first/01-one.md': 'no front matter' }, /^01-first\/01-one\.md: The file must start/],
      [{ '01-first/01-one.md': lesson('l-one', 'colour: blue\n') }, /^01-first\/01-one\.md: .*colour/],
      [{ '01-first/01-one.md': lesson('l-one', 'exercise_minutes: ten\n') }, /exercise_minutes must be a whole number/],
      [{ '01-first/02-two.quiz.json': quizJson.replace('"true-false"', '"essay"') }, /^01-first\/02-two\.quiz\.json: /],
      [{ '01-first/03-orphan.quiz.json': quizJson }, /^01-first\/03-orphan\.quiz\.json: unexpected file/],
      [{ 'notes.txt': 'stray' }, /^notes\.txt: unexpected file/],
    ];
    for (const [overrides, message] of cases) {
      expect(() => parseCourseFolder('test-course', folder(overrides))).toThrow(ContentError);
      expect(() => parseCourseFolder('test-course', folder(overrides))).toThrow(message);
    }
  });

  it('refuses a multiple-choice answer outside its options', () => {
    const badQuiz = JSON.stringify({
      id: 'q-one',
      title: 'Check',
      questions: [{ id: 'q1', type: 'multiple-choice', question: 'Which?', options: ['a', 'b'], correct_answer: 2 }],
    });
    expect(() => parseCourseFolder('test-course', folder({ '01-first/02-two.quiz.json': badQuiz }))).toThrow(/must be one of the options/);
  });
});

describe('front matter', () => {
  it('reads key: value lines, quoted values as JSON strings, and the body after it', () => {
    expect(splitFrontMatter('---\ntitle: A: B\nnote: "  spaced "\n---\n\nText\n')).toEqual({ fields: { title: 'A: B', note: '  spaced ' }, body: 'Text' });
  });

  it('refuses unclosed blocks, repeated fields and lines that are not key: value', () => {
    expect(() => splitFrontMatter('---\ntitle: A\n')).toThrow(/not closed/);
    expect(() => splitFrontMatter('---\ntitle: A\ntitle: B\n---\n')).toThrow(/repeats/);
    expect(() => splitFrontMatter('---\n- item\n---\n')).toThrow(/not "key: value"/);
    expect(() => splitFrontMatter('---\ntitle: "unclosed\n---\n')).toThrow(/badly quoted/);
  });
});
