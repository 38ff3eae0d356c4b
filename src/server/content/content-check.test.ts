import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedPagePaths } from '../../shared/page-manifest';
import { contentCoursesRoot, projectRoot } from '../paths';
import { checkCourse, countWords, durationMinutes, type ContentCheckContext } from './content-check';
import { parseCourseFolder } from './course-folder';
import type { FigureSpec } from './figures/figure-spec';
import { renderFigure } from './figures/render-figure';
import { readContentCourses } from './read-content';
import { resourceFileSize } from './resources/resource-files';

const publicRoot = path.join(projectRoot, 'public');
const courses = readContentCourses(contentCoursesRoot);
const context: ContentCheckContext = {
  courseSlugs: new Set(courses.map((entry) => entry.course.slug)),
  sitePaths: new Set(fixedPagePaths()),
  publicFileExists: (urlPath) => !urlPath.includes('..') && existsSync(path.join(publicRoot, decodeURIComponent(urlPath))),
  resourceFileSize: (courseSlug, fileName) => resourceFileSize(courseSlug, fileName),
  today: new Date(),
};

describe('the course folders in content/courses', () => {
  it('are all read, and include the courses design.md names', () => {
    const slugs = courses.map((entry) => entry.course.slug);
    for (const slug of ['ai-101-for-business-owners', 'automate-your-business', 'ai-strategy-blueprint', 'prompt-engineering-mastery']) expect(slugs).toContain(slug);
  });

  for (const entry of courses) {
    it(`${entry.course.slug} passes the content check${entry.course.published ? ' for a published course' : ' (draft)'}`, () => {
      expect(checkCourse(entry, context)).toEqual([]);
    });
  }
});

/** A small course in memory, published or not, with lessons written to order. */
function course(options: Parameters<typeof courseFiles>[0]) {
  return parseCourseFolder('t', courseFiles(options));
}

/** The files of that course, by path. */
function courseFiles(options: {
  published: boolean;
  lessonBody?: (module: number, lesson: number) => string;
  quiz?: object;
  duration?: string;
  resources?: object[];
  /** Whether a module's second lesson shows the course's figure (every module's does by default). */
  figureIn?: (module: number) => boolean;
}) {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
  const body = options.lessonBody ?? (() => `## Exercise\n\n${words(600)}`);
  const quiz = options.quiz ?? {
    id: 'q',
    title: 'Check',
    questions: [
      { id: 'a', type: 'true-false', question: 'Q?', correct_answer: true, explanation: 'Because.', lesson: 'l1-1' },
      { id: 'b', type: 'multiple-choice', question: 'Q?', options: ['x', 'y'], correct_answer: 1, explanation: 'Because.', lesson: 'l1-1' },
      { id: 'c', type: 'multiple-select', question: 'Q?', options: ['x', 'y'], correct_answers: [0, 1], explanation: 'Because.', lesson: 'l1-1' },
      { id: 'd', type: 'true-false', question: 'Q?', correct_answer: false, explanation: 'Because.', lesson: 'l1-1' },
      { id: 'e', type: 'true-false', question: 'Q?', correct_answer: true, explanation: 'Because.', lesson: 'l1-1' },
      ...Array.from({ length: 5 }, (_, index) => ({ id: `f${index}`, type: 'true-false', question: 'Q?', correct_answer: index % 2 === 0, explanation: 'Because.', lesson: 'l1-1' })),
    ],
    questions_per_attempt: 5,
  };
  const files = new Map<string, string>([
    [
      'course.json',
      JSON.stringify({ title: 'T', description: 'D', level: 'Beginner', duration: options.duration ?? '90 min', thumbnail_url: '/images/courses/t.svg', required_plan: 'free', published: options.published, position: 1 }),
    ],
  ]);
  for (let m = 1; m <= 3; m++) {
    files.set(`0${m}-m/module.json`, JSON.stringify({ id: `m${m}`, title: `Module ${m}` }));
    for (let l = 1; l <= 3; l++) {
      // 600 words ≈ 3 min of reading, plus a 7-minute exercise: 10 min a lesson, 90 min in all.
      const figure = l === 2 && (options.figureIn?.(m) ?? true) ? `\n\n![${FIGURE_ALT}](/media/images/t/steps.svg)` : '';
      files.set(`0${m}-m/0${l}-l.md`, `---\nid: l${m}-${l}\ntitle: L\nduration: 10 min\nexercise_minutes: 7\n---\n\n${body(m, l)}${figure}\n`);
    }
    files.set(`0${m}-m/03-l.quiz.json`, JSON.stringify({ ...quiz, id: `q${m}` }));
  }
  if (options.resources) files.set('01-m/01-l.resources.json', JSON.stringify(options.resources));
  files.set('figures/steps.json', JSON.stringify(FIGURE_SPEC));
  files.set('figures/steps.svg', renderFigure(FIGURE_SPEC));
  return files;
}

const FIGURE_SPEC: FigureSpec = { kind: 'flow', title: 'Two steps', steps: [{ label: 'First' }, { label: 'Second' }] };
const FIGURE_ALT = 'A flow of two steps: first, then second, one after the other.';

describe('the content check', () => {
  it('passes a published course that meets the standard', () => {
    expect(checkCourse(course({ published: true }), context)).toEqual([]);
  });

  it('holds a draft only to what makes it loadable, not to the writing standard', () => {
    expect(checkCourse(course({ published: false, lessonBody: () => 'Short.' }), context)).toEqual([]);
  });

  it('finds short lessons, missing exercises, and stated minutes that do not match the reading', () => {
    const problems = checkCourse(course({ published: true, lessonBody: (m, l) => (m === 1 && l === 1 ? 'Too short to sell.' : `## Exercise\n\n${'word '.repeat(600)}`) }), context);
    expect(problems).toContain('01-m/01-l.md: 4 words; a published lesson has 500–1500');
    expect(problems).toContain('01-m/01-l.md: no exercise section (a heading with "Exercise")');
    expect(problems).toContain('01-m/01-l.md: says 10 min, but 4 words to read plus a 7-minute exercise is about 7 min');
  });

  it('wants the median lesson of a published course to have at least 600 words', () => {
    const problems = checkCourse(course({ published: true, lessonBody: (m) => `## Exercise\n\n${'word '.repeat(m === 1 ? 600 : 520)}` }), context);
    expect(problems).toContain("the median lesson has 521 words; a published course's median is at least 600");
  });

  it('compares the lessons’ total with the course’s stated duration', () => {
    expect(checkCourse(course({ published: true, duration: '3 hours' }), context)).toEqual(['the lessons add up to 90 min, but the course says 3 hours']);
  });

  it('wants five questions of all three types, each explained, in a published course', () => {
    const thin = { id: 'q', title: 'Check', questions: [{ id: 'a', type: 'true-false', question: 'Q?', correct_answer: true }] };
    const problems = checkCourse(course({ published: true, quiz: thin }), context);
    expect(problems).toContain('03-l quiz: has 1 questions, fewer than 5'.replace('03-l', '01-m/03-l.md'));
    expect(problems).toContain('01-m/03-l.md quiz: has no multiple-choice question');
    expect(problems).toContain('01-m/03-l.md quiz: question a has no explanation');
  });

  it('refuses a published pool smaller than twice the questions an attempt shows, and a quiz that shows every question', () => {
    const questions = Array.from({ length: 9 }, (_, index) => ({ id: `q${index}`, type: index % 3 === 0 ? 'true-false' : 'multiple-choice', question: 'Q?', options: index % 3 === 0 ? undefined : ['x', 'y'], correct_answer: index % 3 === 0 ? true : 1, explanation: 'Because.', lesson: 'l1-1' }));
    const withSelect = [...questions, { id: 'ms', type: 'multiple-select', question: 'Q?', options: ['x', 'y'], correct_answers: [0], explanation: 'Because.', lesson: 'l1-1' }];
    const small = checkCourse(course({ published: true, quiz: { id: 'q', title: 'Check', questions: [...questions.slice(0, 8), ...withSelect.slice(-1)], questions_per_attempt: 5 } }), context);
    expect(small).toContain('01-m/03-l.md quiz: a pool of 9 questions for 5 an attempt; a published pool holds at least twice as many (10)');
    const everyQuestion = checkCourse(course({ published: true, quiz: { id: 'q', title: 'Check', questions: withSelect } }), context);
    expect(everyQuestion).toContain('01-m/03-l.md quiz: a pool of 10 questions for 10 an attempt; a published pool holds at least twice as many (20)');
    expect(checkCourse(course({ published: false, quiz: { id: 'q', title: 'Check', questions: withSelect } }), context)).toEqual([]);
  });

  it('refuses questions a test-wise learner passes without reading: no lesson named, a catch-all option, the right option mostly the longest', () => {
    const mc = (id: string, options: string[], correct: number, extra: object = {}) => ({ id, type: 'multiple-choice', question: 'Q?', options, correct_answer: correct, explanation: 'Because.', lesson: 'l1-2', ...extra });
    const quiz = {
      id: 'q',
      title: 'Check',
      questions: [
        { id: 'tf', type: 'true-false', question: 'Q?', correct_answer: true, explanation: 'Because.' },
        mc('long1', ['short', 'the longest option'], 1),
        mc('long2', ['the longest option', 'short'], 0, { lesson: 'l9-9' }),
        mc('even', ['same', 'size'], 0),
        { id: 'ms', type: 'multiple-select', question: 'Q?', options: ['x', 'y', 'All of the above'], correct_answers: [2], explanation: 'Because.', lesson: 'l1-1' },
      ],
    };
    const problems = checkCourse(course({ published: true, quiz }), context);
    expect(problems).toContain('quiz q1 question tf names no lesson it tests ("lesson": "<lesson id>")');
    expect(problems).toContain('quiz q1 question long2 names lesson l9-9, which is not in this course');
    expect(problems).toContain('quiz q1 question ms offers an "all/none of the above" option');
    expect(problems.find((problem) => problem.startsWith('the right option is the strictly longest'))).toMatch(/^the right option is the strictly longest in 6 of 9 single-answer questions; at most a third may be \(quiz q1 question long1, /);
    // A draft is held only to what makes it loadable.
    expect(checkCourse(course({ published: false, quiz }), context)).toEqual([]);
  });

  it('wants a cited lesson to say when its facts were checked, within six months, with every source a link', () => {
    const cited = (asOf: string | null) => {
      const files = new Map([...courseFiles({ published: true })]);
      const lesson = files.get('01-m/01-l.md')!;
      const withFront = asOf ? lesson.replace('exercise_minutes: 7', `exercise_minutes: 7\nas_of: ${asOf}`) : lesson;
      files.set('01-m/01-l.md', withFront.replace(/\n$/, ' A dated fact.[^1] Another.[^2]\n\n[^1]: [A source](https://example.gov/rule), checked May 2026.\n[^2]: A source without a link, checked May 2026.\n'));
      return checkCourse(parseCourseFolder('t', files), { ...context, today: new Date('2026-11-25') });
    };
    expect(cited(null)).toEqual([
      '01-m/01-l.md: cites sources but has no as_of month (front matter as_of: YYYY-MM, when they were last checked)',
      '01-m/01-l.md: source [^2] is not a link a reader can click',
    ]);
    expect(cited('2026-05')).toEqual(['01-m/01-l.md: source [^2] is not a link a reader can click']);
    expect(cited('2026-04')).toContain('01-m/01-l.md: its facts were checked in 2026-04, more than 6 months ago; check them again and update as_of');
  });

  it('finds British spellings in a published course, in lesson text and quizzes', () => {
    const problems = checkCourse(course({ published: true, lessonBody: (m, l) => `## Exercise\n\nAnswer every enquiry within a fortnight; no cheques.\n\n${'word '.repeat(600)}`.repeat(m === 1 && l === 1 ? 1 : 0) || `## Exercise\n\n${'word '.repeat(600)}` }), context);
    expect(problems).toContain('01-m/01-l.md: British spelling (enquiry, fortnight, cheques); write US English');
    expect(problems.filter((problem) => problem.includes('British spelling'))).toHaveLength(1);
  });

  it('finds unknown tools, broken site links, missing files and unmatched footnotes, in drafts too', () => {
    const body = [
      '::tool{id="roi-calculator"}',
      '::tool{id="crystal-ball"}',
      '::tool',
      '[Pricing](/pricing) [AI 101](/courses/ai-101-for-business-owners) [Nowhere](/courses/no-such-course) [Gone](/no-such-page) [Thumbnail](/images/courses/ai-101-for-business-owners.svg) [Elsewhere](https://example.com/x)',
      'A claim.[^1] Another.[^2]',
      '[^1]: A source, as of November 2026.',
      '[^3]: An unused source.',
    ].join('\n\n');
    const problems = checkCourse(course({ published: false, lessonBody: (m, l) => (m === 1 && l === 1 ? body : 'Text.') }), context);
    expect(problems).toEqual([
      '01-m/01-l.md: unknown tool id "crystal-ball"',
      '01-m/01-l.md: a tool marker must read ::tool{id="…"}',
      '01-m/01-l.md: link /courses/no-such-course names no course folder',
      '01-m/01-l.md: link /no-such-page leads nowhere on the site',
      '01-m/01-l.md: footnote [^2] has no source line',
      '01-m/01-l.md: footnote [^3] is defined but never cited',
    ]);
  });
});

describe('where lessons say their quiz is', () => {
  it('finds a quiz said to be below the text, and a Quiz tab named in a lesson without a quiz', () => {
    const body = (m: number, l: number) =>
      m === 1 && l === 1 ? 'Then take the module quiz below.' : m === 1 && l === 2 ? "Then take the quiz in this lesson's Quiz tab." : l === 3 ? "Then take the quiz in this lesson's Quiz tab." : 'Text.';
    expect(checkCourse(course({ published: false, lessonBody: body }), context)).toEqual([
      "01-m/01-l.md: says its quiz is below the text; the quiz is in the lesson's Quiz tab",
      "01-m/02-l.md: points to this lesson's Quiz tab, but the lesson has no quiz",
    ]);
  });
});

describe('the content check of figures', () => {
  it('wants at least one figure in every module of a published course, not of a draft', () => {
    const problems = checkCourse(course({ published: true, figureIn: (m) => m !== 2 }), context);
    expect(problems).toEqual(['module m2 shows 0 figures; a published module shows at least 1']);
    expect(checkCourse(course({ published: false, figureIn: (m) => m !== 2 }), context)).toEqual([]);
  });

  it('finds pictures without alt text, pictures that are not the course’s figures, undrawn and stale figures, and figures no lesson shows, in drafts too', () => {
    const files = courseFiles({
      published: false,
      lessonBody: (m, l) =>
        m === 1 && l === 1
          ? '![](/media/images/t/steps.svg)\n\n![Steps](/media/images/t/steps.svg)\n\n![A picture uploaded to the editor, not part of the content](/media/images/0b9d9a5e-4b8c-4f57-9a53-4f0f4b1c2d3e.webp)\n\n![A figure of another course, borrowed for this one here](/media/images/ai-101-for-business-owners/steps.svg)\n\n![A figure whose spec file was never written at all](/media/images/t/missing.svg)'
          : 'Text.',
    });
    files.set('figures/stale.json', JSON.stringify({ ...FIGURE_SPEC, title: 'Now three steps' }));
    files.set('figures/stale.svg', renderFigure(FIGURE_SPEC));
    files.set('figures/undrawn.json', JSON.stringify(FIGURE_SPEC));
    expect(checkCourse(parseCourseFolder('t', files), context)).toEqual([
      '01-m/01-l.md: figure steps has no alt text; say what it shows in at least 8 words',
      '01-m/01-l.md: figure steps has 1 words of alt text; say what it shows in at least 8 words',
      "01-m/01-l.md: picture /media/images/0b9d9a5e-4b8c-4f57-9a53-4f0f4b1c2d3e.webp is not one of this course's figures (t/figures/<name>.svg)",
      "01-m/01-l.md: picture /media/images/ai-101-for-business-owners/steps.svg is not one of this course's figures (t/figures/<name>.svg)",
      '01-m/01-l.md: figure missing has no spec, figures/missing.json',
      'figures/stale.svg is not drawn from its spec as it stands: run npm run content:figures',
      'figures/stale.json is shown by no lesson',
      'figures/undrawn.svg is not drawn: run npm run content:figures',
      'figures/undrawn.json is shown by no lesson',
    ]);
  });

  it('refuses a drawn figure without its spec, and a spec that is not a figure', () => {
    const orphan = courseFiles({ published: false });
    orphan.set('figures/orphan.svg', '<svg/>');
    expect(() => parseCourseFolder('t', orphan)).toThrow('figures/orphan.svg: a drawn figure needs its spec, figures/orphan.json');
    const unknown = courseFiles({ published: false });
    unknown.set('figures/steps.json', JSON.stringify({ kind: 'pie', title: 'Slices' }));
    expect(() => parseCourseFolder('t', unknown)).toThrow(/^figures\/steps\.json: /);
  });
});

describe('the content check of resources', () => {
  const resource = (id: string, file_url: string, extra: object = {}) => ({ id, title: id, file_url, file_type: 'pdf', file_size: '2.00 KB', ...extra });
  const withFiles: ContentCheckContext = { ...context, resourceFileSize: (slug, name) => (slug === 't' && name === 'policy.pdf' ? 2048 : null) };

  it('passes a built file of the course whose type and size are stated truly', () => {
    expect(checkCourse(course({ published: false, resources: [resource('ok', '/media/resources/t/policy.pdf')] }), withFiles)).toEqual([]);
  });

  it('finds missing files, wrong sizes and types, other courses’ files and addresses that lead nowhere', () => {
    const problems = checkCourse(
      course({
        published: false,
        resources: [
          resource('missing', '/media/resources/t/gone.pdf'),
          resource('stale', '/media/resources/t/policy.pdf', { file_size: '1.50 KB', file_type: 'xlsx' }),
          resource('borrowed', '/media/resources/ai-101-for-business-owners/ai-use-policy-template.pdf'),
          resource('nowhere', '/resources/nothing.pdf'),
        ],
      }),
      withFiles,
    );
    expect(problems).toEqual([
      '01-m/01-l.md: resource "missing" points to /media/resources/t/gone.pdf, but content/resources/t/gone.pdf does not exist',
      '01-m/01-l.md: resource "stale" has file_type "xlsx", not "pdf"',
      '01-m/01-l.md: resource "stale" says 1.50 KB, but the file is 2.00 KB: run npm run content:resources',
      "01-m/01-l.md: resource \"borrowed\" points to another course's files (/media/resources/ai-101-for-business-owners/ai-use-policy-template.pdf)",
      '01-m/01-l.md: resource "nowhere" points to /resources/nothing.pdf, which is neither a built resource of this course nor in public/',
    ]);
  });
});

describe('counting', () => {
  it('counts the words a reader reads, not markup, tool markers, link targets or footnote sources', () => {
    expect(countWords('## Two words\n\n| a | b |\n| --- | --- |\n| c | d |\n\n::tool{id="roi-calculator"}\n\nSee [the page](/pricing).[^1]\n\n![A figure’s alt text](/media/images/t/steps.svg)\n\n[^1]: Source text here.')).toBe(9);
  });

  it('reads durations in minutes and hours', () => {
    expect(durationMinutes('12 min')).toBe(12);
    expect(durationMinutes('2 hours')).toBe(120);
    expect(durationMinutes('1 hour 30 min')).toBe(90);
    expect(durationMinutes('4 weeks')).toBeNull();
  });
});
