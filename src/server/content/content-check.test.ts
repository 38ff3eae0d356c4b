import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { fixedPagePaths } from '../../shared/page-manifest';
import { contentCoursesRoot, projectRoot } from '../paths';
import { checkCourse, checkDownloads, countWords, durationMinutes, pdfPageSizes, type ContentCheckContext, type Download } from './content-check';
import { parseCourseFolder } from './course-folder';
import type { FigureSpec } from './figures/figure-spec';
import { renderFigure } from './figures/render-figure';
import { readContentCourses } from './read-content';
import { buildResource } from './resources/build-resource';
import { listResourceSources, readResourcesLock, resourceFileSize, resourceKey } from './resources/resource-files';
import { parseSourceChecks, readSourceChecks } from './source-checks';

const publicRoot = path.join(projectRoot, 'public');
const courses = readContentCourses(contentCoursesRoot);
const context: ContentCheckContext = {
  courseSlugs: new Set(courses.map((entry) => entry.course.slug)),
  sitePaths: new Set(fixedPagePaths()),
  publicFileExists: (urlPath) => !urlPath.includes('..') && existsSync(path.join(publicRoot, decodeURIComponent(urlPath))),
  resourceFileSize: (courseSlug, fileName) => resourceFileSize(courseSlug, fileName),
  today: new Date(),
  sourceChecks: readSourceChecks(),
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

/**
 * A pool no single cue passes (issue 52): true/false keys half True, each multiple-choice key
 * neither the longest nor the shortest option, select-all questions with different numbers right.
 */
function fairQuiz(keys: { trueFalse?: boolean[]; multipleChoice?: number[]; multipleSelect?: number[][] } = {}) {
  const base = { question: 'Q?', explanation: 'Because.', lesson: 'l1-1' };
  const options = ['a', 'bb', 'ccc', 'dddd'];
  return {
    id: 'q',
    title: 'Check',
    questions: [
      ...(keys.trueFalse ?? [true, false, true, false]).map((correct, index) => ({ ...base, id: `tf${index}`, type: 'true-false', correct_answer: correct })),
      ...(keys.multipleChoice ?? [1, 2, 1, 2]).map((correct, index) => ({ ...base, id: `mc${index}`, type: 'multiple-choice', options, correct_answer: correct })),
      ...(keys.multipleSelect ?? [[1, 2], [0, 2, 4]]).map((correct, index) => ({ ...base, id: `ms${index}`, type: 'multiple-select', options: [...options, 'eeeee'].slice(0, 4 + index), correct_answers: correct })),
    ],
    questions_per_attempt: 5,
  };
}

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
  const quiz = options.quiz ?? fairQuiz();
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
      const sourceChecks = parseSourceChecks('| [^1] | t/01-m/01-l | https://example.gov/rule | Opened on example.gov | Opened May 20, 2026 |');
      return checkCourse(parseCourseFolder('t', files), { ...context, today: new Date('2026-11-25'), sourceChecks });
    };
    expect(cited(null)).toEqual([
      '01-m/01-l.md: cites sources but has no as_of month (front matter as_of: YYYY-MM, when they were last checked)',
      '01-m/01-l.md: source [^2] is not a link a reader can click',
    ]);
    expect(cited('2026-05')).toEqual(['01-m/01-l.md: source [^2] is not a link a reader can click']);
    expect(cited('2026-04')).toContain('01-m/01-l.md: its facts were checked in 2026-04, more than 6 months ago; check them again and update as_of');
  });

  it('wants as_of on a lesson that states facts "as of" a month, with or without footnotes', () => {
    const files = new Map([...courseFiles({ published: true })]);
    files.set('01-m/01-l.md', files.get('01-m/01-l.md')!.replace(/\n$/, ' Plans start at $20 a month, as of November 2026.\n'));
    expect(checkCourse(parseCourseFolder('t', files), context)).toEqual(['01-m/01-l.md: states facts "as of" a month but has no as_of month (front matter as_of: YYYY-MM)']);
    files.set('01-m/01-l.md', files.get('01-m/01-l.md')!.replace('exercise_minutes: 7', `exercise_minutes: 7\nas_of: ${new Date().toISOString().slice(0, 7)}`));
    expect(checkCourse(parseCourseFolder('t', files), context)).toEqual([]);
  });

  it('refuses "checked" in a footnote whose page the source-check file does not list as opened, and a cited address it does not list at all', () => {
    const files = new Map([...courseFiles({ published: true })]);
    const lesson = files.get('01-m/01-l.md')!.replace('exercise_minutes: 7', 'exercise_minutes: 7\nas_of: 2026-11');
    const footnotes = [
      ' A.[^1] B.[^2] C.[^3] D.[^4]\n',
      '[^1]: [Opened](https://example.gov/opened), checked November 20, 2026.',
      '[^2]: [A copy](https://example.gov/copy), checked November 2026.',
      '[^3]: [A copy](https://example.gov/copy), from a copy of the agency\'s page dated October 2026.',
      '[^4]: [Unlisted](https://example.gov/unlisted), from a copy dated October 2026.',
    ].join('\n');
    files.set('01-m/01-l.md', lesson.replace(/\n$/, `${footnotes}\n`));
    const sourceChecks = parseSourceChecks(
      [
        '| Footnote | Lesson | Address | How | Result |',
        '| --- | --- | --- | --- | --- |',
        '| [^1] | t/01-m/01-l | https://example.gov/opened | Opened on the agency\'s site | Opened November 20, 2026 |',
        '| [^2] | t/01-m/01-l | https://example.gov/copy | A stored copy dated October 2026 | Confirmed (stored copy) |',
      ].join('\n'),
    );
    expect(checkCourse(parseCourseFolder('t', files), { ...context, today: new Date('2026-11-25'), sourceChecks })).toEqual([
      '01-m/01-l.md: source [^2] says "checked", but https://example.gov/copy was not opened on its site (docs/content/source-check-*.md); say what was done, e.g. "from a copy of <publisher>\'s page dated <month>"',
      '01-m/01-l.md: source [^4] cites https://example.gov/unlisted, which no docs/content/source-check-*.md lists; record how it was checked',
    ]);
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

describe('the content check of quiz cues (issue 52)', () => {
  it('fails a module pool that a learner answering by one cue passes in 5% of attempts or more', () => {
    const problems = checkCourse(course({ published: true, quiz: fairQuiz({ multipleChoice: [0, 0, 0, 0] }) }), context);
    expect(problems.find((problem) => problem.startsWith('quiz q1: a learner who answers by the shortest option passes'))).toMatch(/passes \d+(\.\d)?% of attempts; every cue must pass fewer than 5%$/);
    expect(problems.filter((problem) => problem.includes('the shortest option'))).toHaveLength(3);
  });

  it('fails a course whose true/false keys are not 40% to 60% True', () => {
    const problems = checkCourse(course({ published: true, quiz: fairQuiz({ trueFalse: [true, false, false, false] }) }), context);
    expect(problems).toContain('3 of 12 true/false keys are True (25%); a course keeps between 40% and 60% True');
  });

  it('fails a course whose select-all questions mostly have the same number of options right, or all but one', () => {
    const sameCount = checkCourse(course({ published: true, quiz: fairQuiz({ multipleSelect: [[0, 1], [1, 3]] }) }), context);
    expect(sameCount).toContain('6 of 6 select-all questions have 2 right options; vary how many are right (at most half alike)');
    const nearlyAll = checkCourse(course({ published: true, quiz: fairQuiz({ multipleSelect: [[0, 1, 3], [0, 1, 2, 4]] }) }), context);
    expect(nearlyAll).toEqual(['6 of 6 select-all questions have every option right or all but one; at most half may']);
  });

  it('holds a draft to none of it', () => {
    expect(checkCourse(course({ published: false, quiz: fairQuiz({ multipleChoice: [0, 0, 0, 0], trueFalse: [false, false, false, false] }) }), context)).toEqual([]);
  });
});

describe('the downloads in content/resources', () => {
  const lock = readResourcesLock();
  const downloads: Download[] = listResourceSources().map((source) => ({
    key: resourceKey(source),
    sourceName: source.sourceName,
    sourceText: readFileSync(source.sourcePath, 'utf8'),
    kind: source.kind,
    file: existsSync(source.outputPath) ? readFileSync(source.outputPath) : null,
    date: lock[resourceKey(source)]?.date ?? null,
  }));

  it('are written in US English, on US Letter, with every formula’s value cached, and built within six months', () => {
    expect(downloads.length).toBeGreaterThan(25);
    expect(checkDownloads(downloads, new Date())).toEqual([]);
  });
});

describe('the content check of downloads', () => {
  const pdfOn = (size: 'A4' | 'LETTER') =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size, compress: false });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('A checklist.');
      doc.end();
    });
  const download = (extra: Partial<Download>): Download => ({ key: 't/checklist.pdf', sourceName: 'checklist.md', sourceText: '# Checklist', kind: 'pdf', file: null, date: '2026-11-25', ...extra });
  const today = new Date('2026-12-07T00:00:00Z');

  it('finds a British spelling in a download source', () => {
    expect(checkDownloads([download({ sourceText: '- [ ] Reply to every enquiry; note what was cancelled' })], today)).toEqual([
      't/checklist.pdf: British spelling (enquiry, cancelled) in checklist.md; write US English',
    ]);
  });

  it('refuses a PDF that is not on US Letter', async () => {
    const a4 = await pdfOn('A4');
    expect(pdfPageSizes(a4)).toEqual([{ width: 595, height: 842 }]);
    expect(checkDownloads([download({ file: a4 })], today)).toEqual(['t/checklist.pdf: a page is 595 × 842 points, not US Letter (612 × 792); build it on Letter']);
    expect(checkDownloads([download({ file: await pdfOn('LETTER') })], today)).toEqual([]);
  });

  it('refuses a spreadsheet whose formulas carry no cached values, and passes one the generator built', async () => {
    const plain = await writeXlsxFile([[{ value: 2, type: Number }, { value: 'A1*3', type: 'Formula' }]], {}).toBuffer();
    expect(checkDownloads([download({ key: 't/sheet.xlsx', kind: 'xlsx', sourceName: 'sheet.json', file: plain })], today)).toEqual([
      't/sheet.xlsx: 1 formula cells carry no cached value (Sheet1!B1), so a viewer that does not calculate shows them blank: run npm run content:resources',
    ]);
    const source = listResourceSources().find((candidate) => candidate.kind === 'xlsx')!;
    const built = await buildResource(source, '2026-12-07');
    expect(checkDownloads([download({ key: resourceKey(source), kind: 'xlsx', file: built })], today)).toEqual([]);
  });

  it('wants a download rebuilt, its facts checked again, once it is more than six months old', () => {
    expect(checkDownloads([download({ date: '2026-05-31' })], today)).toEqual([
      't/checklist.pdf: built on 2026-05-31, more than 6 months ago; check its facts again and rebuild it (npm run content:resources -- --force)',
    ]);
    expect(checkDownloads([download({ date: '2026-06-01' })], today)).toEqual([]);
  });
});
