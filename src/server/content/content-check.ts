import type { Curriculum, Lesson, Question, Quiz } from '../../shared/curriculum';
import { fileExtension, formatFileSize } from '../../shared/file-size';
import { countWords, durationMinutes, LESSON_WORDS } from '../../shared/publish-checklist';
import { isToolId } from '../../shared/tools/tool-catalog';
import type { ContentCourse } from './course-folder';
import { parseFigureUrl } from './figures/figure-url';
import { renderFigure } from './figures/render-figure';
import { quizCueProblems } from './quiz-cue-strategies';
import { parseResourceUrl } from './resources/resource-url';
import { formulasWithoutCachedValues } from './resources/xlsx-package';
import type { SourceCheck } from './source-checks';

export { countWords, durationMinutes };

/** The standard a published course meets (issue 16); the editor's publishing checklist is its owner-facing part (`shared/publish-checklist.ts`). */
export const CONTENT_STANDARD = {
  modules: { min: 3, max: 6 },
  lessonsPerModule: { min: 3, max: 5 },
  lessonWords: { ...LESSON_WORDS, median: 600 },
  wordsPerMinute: 200,
  /** How far a lesson's stated minutes may be from reading plus exercise time. */
  lessonMinutesTolerance: 2,
  /** How far the lessons' total may be from the course's stated duration, as a share of it. */
  courseDurationTolerance: 0.1,
  quizQuestions: { min: 5 },
  /** Each attempt draws from a pool at least this many times the questions it shows (issue 26). */
  poolPerShownQuestion: 2,
  /**
   * A test-wise learner who always picks the longest option must not pass: the right option is
   * the strictly longest in at most this share of a course's single-answer questions.
   */
  longestCorrectShare: 1 / 3,
  /** A lesson's dated facts are re-checked against their sources at least this often. */
  factsMaxAgeMonths: 6,
  /** Figures a published module shows, at the least (issue 53). */
  figuresPerModule: 1,
  /** Words of alt text a figure has, at the least: enough to say what it shows. */
  figureAltWords: 8,
} as const;

/** British spellings a US reader trips over (issue 27: US English throughout). */
const BRITISH_SPELLING =
  /\b(?:enquir(?:y|ies|e|ed|ing)|cancell(?:ed|ing)|fortnight(?:ly)?|practis(?:e|ed|es|ing)|(?:authori|apologi|organi|recogni|summari|prioriti|customi|optimi|minimi|categori|standardi|personali|utili|speciali|visuali)s(?:e|ed|es|ing|ation|ations)|labour\w*|labell(?:ed|ing)|colour\w*|centre[sd]?|analys(?:e|ed|es|ing)|behaviour\w*|favourite\w*|neighbour\w*|whilst|sceptic\w*|programmes?|travell(?:ed|ing|ers?)|modelling|defence|postcodes?|cheques?)\b/gi;

const CATCH_ALL_OPTION = /\b(?:all|none|both|neither) of the (?:above|options)\b/i;

export interface ContentCheckContext {
  /** Slugs of every course folder, published or not: links to a course page must name one. */
  courseSlugs: ReadonlySet<string>;
  /** Site paths a lesson may link to (/pricing, /courses, …). */
  sitePaths: ReadonlySet<string>;
  /** Whether a file is served at this path from public/ (e.g. /resources/x.pdf). */
  publicFileExists(urlPath: string): boolean;
  /** The size in bytes of a built resource file, content/resources/<slug>/<file>; null when there is none. */
  resourceFileSize(courseSlug: string, fileName: string): number | null;
  /** Today, against which a lesson's `as_of` month is judged. */
  today: Date;
  /** How each cited address was checked (`docs/content/source-check-*.md`, `source-checks.ts`). */
  sourceChecks: ReadonlyMap<string, SourceCheck>;
}

const TOOL_MARKER = /^::tool(\{[^}]*\})?\s*$/gm;
const TOOL_ID = /^\{id="([^"]+)"\}$/;
const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FOOTNOTE_REFERENCE = /\[\^([^\]\s]+)\](?!:)/g;
const FOOTNOTE_DEFINITION = /^\[\^([^\]\s]+)\]:/gm;
const DATED_FACT = /\bas of (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/i;
const SOURCE_ADDRESS = /\]\((https?:\/\/[^)\s]+)\)/g;
const QUIZ_BELOW = /\b(?:quiz|check) below\b/i;
const QUIZ_TAB = /\bthis lesson's Quiz tab\b/;
const IMAGE = /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Every problem with a course folder; an empty list means it passes. */
export function checkCourse(content: ContentCourse, context: ContentCheckContext): string[] {
  const { course, lessonNotes } = content;
  const curriculum = course.curriculum;
  const problems: string[] = [];
  const lessons = curriculum.modules.flatMap((module) => module.lessons);
  const where = (lesson: Lesson) => lessonNotes.get(lesson.id)?.file ?? lesson.id;

  duplicates(lessons.map((lesson) => lesson.id)).forEach((id) => problems.push(`lesson id ${id} is used twice`));
  duplicates(curriculum.modules.map((module) => module.id)).forEach((id) => problems.push(`module id ${id} is used twice`));
  for (const lesson of lessons) {
    problems.push(...checkLessonBody(lesson, context).map((problem) => `${where(lesson)}: ${problem}`));
    problems.push(...checkResources(course.slug, lesson, context).map((problem) => `${where(lesson)}: ${problem}`));
    if (lesson.video_url !== '') problems.push(`${where(lesson)}: video_url must stay empty (no third-party video files)`);
    if (lesson.quiz) problems.push(...checkQuiz(lesson.quiz, false).map((problem) => `${where(lesson)} quiz: ${problem}`));
  }
  problems.push(...checkFigures(content));
  if (course.published) {
    problems.push(
      ...checkPublishedStandard(content),
      ...checkFairQuestions(curriculum),
      ...checkUsEnglish(lessons, where),
      ...checkDatedFacts(content, context),
      ...checkFiguresPerModule(content),
      ...quizCueProblems(lessons.flatMap((lesson) => (lesson.quiz ? [lesson.quiz] : []))),
    );
  }
  return problems;
}

/** The figures a lesson's text shows (`![alt](/media/images/<slug>/<name>.svg)`), in order. */
export function figuresShownBy(content: string): { alt: string; url: string }[] {
  return [...content.matchAll(IMAGE)].map((match) => ({ alt: match[1]!.trim(), url: match[2]! }));
}

/**
 * Every picture in a lesson is one of its course's figures, with alt text that says what it
 * shows, drawn from its spec as it stands now; every figure is shown somewhere (decision 0116).
 */
function checkFigures({ course, lessonNotes, figures }: ContentCourse): string[] {
  const problems: string[] = [];
  const shown = new Set<string>();
  for (const lesson of course.curriculum.modules.flatMap((module) => module.lessons)) {
    const file = lessonNotes.get(lesson.id)?.file ?? lesson.id;
    for (const { alt, url } of figuresShownBy(lesson.content)) {
      const figure = parseFigureUrl(url);
      if (!figure || figure.courseSlug !== course.slug) {
        problems.push(`${file}: picture ${url} is not one of this course's figures (${course.slug}/figures/<name>.svg)`);
        continue;
      }
      shown.add(figure.name);
      const altWords = countWords(alt);
      if (altWords < CONTENT_STANDARD.figureAltWords) {
        problems.push(`${file}: figure ${figure.name} has ${altWords ? `${altWords} words of alt text` : 'no alt text'}; say what it shows in at least ${CONTENT_STANDARD.figureAltWords} words`);
      }
      const entry = figures.get(figure.name);
      if (!entry) problems.push(`${file}: figure ${figure.name} has no spec, figures/${figure.name}.json`);
    }
  }
  for (const [name, { spec, svg }] of figures) {
    if (svg !== renderFigure(spec)) problems.push(`figures/${name}.svg is ${svg === null ? 'not drawn' : 'not drawn from its spec as it stands'}: run npm run content:figures`);
    if (!shown.has(name)) problems.push(`figures/${name}.json is shown by no lesson`);
  }
  return problems;
}

function checkFiguresPerModule({ course }: ContentCourse): string[] {
  return course.curriculum.modules.flatMap((module) => {
    const count = module.lessons.flatMap((lesson) => figuresShownBy(lesson.content)).length;
    return count < CONTENT_STANDARD.figuresPerModule ? [`module ${module.id} shows ${count} figures; a published module shows at least ${CONTENT_STANDARD.figuresPerModule}`] : [];
  });
}

/**
 * A lesson that cites sources (footnotes) says the month they were checked (`as_of`), no more
 * than six months ago, and every source is a link a reader can click (issue 27), listed in a
 * source-check file with how it was checked; a footnote says "checked" only of pages that file
 * lists as opened (issue 52).
 */
function checkDatedFacts({ course, lessonNotes }: ContentCourse, { today, sourceChecks }: ContentCheckContext): string[] {
  const problems: string[] = [];
  const monthsOld = (asOf: string) => monthsBetween(asOf, today);
  for (const lesson of course.curriculum.modules.flatMap((module) => module.lessons)) {
    const notes = lessonNotes.get(lesson.id);
    const file = notes?.file ?? lesson.id;
    const sources = lesson.content.split('\n').filter((line) => /^\[\^[^\]\s]+\]:/.test(line));
    if (sources.length === 0) {
      if (!notes?.asOf && DATED_FACT.test(lesson.content)) problems.push(`${file}: states facts "as of" a month but has no as_of month (front matter as_of: YYYY-MM)`);
      continue;
    }
    if (!notes?.asOf) problems.push(`${file}: cites sources but has no as_of month (front matter as_of: YYYY-MM, when they were last checked)`);
    else if (monthsOld(notes.asOf) > CONTENT_STANDARD.factsMaxAgeMonths) {
      problems.push(`${file}: its facts were checked in ${notes.asOf}, more than ${CONTENT_STANDARD.factsMaxAgeMonths} months ago; check them again and update as_of`);
    }
    for (const source of sources) {
      const name = source.slice(0, source.indexOf(':'));
      const addresses = [...source.matchAll(SOURCE_ADDRESS)].map((match) => match[1]!);
      if (addresses.length === 0) problems.push(`${file}: source ${name} is not a link a reader can click`);
      for (const address of addresses) {
        if (!sourceChecks.has(address)) problems.push(`${file}: source ${name} cites ${address}, which no docs/content/source-check-*.md lists; record how it was checked`);
      }
      const notOpened = addresses.filter((address) => !sourceChecks.get(address)?.opened);
      if (/\bchecked\b/i.test(source) && notOpened.length > 0) {
        problems.push(`${file}: source ${name} says "checked", but ${notOpened.join(', ')} was not opened on its site (docs/content/source-check-*.md); say what was done, e.g. "from a copy of <publisher>'s page dated <month>"`);
      }
    }
  }
  return problems;
}

/** A downloadable file of `content/resources/`, as the content check sees it. */
export interface Download {
  /** `<course-slug>/<file>` */
  key: string;
  sourceName: string;
  /** The markdown or JSON it is built from. */
  sourceText: string;
  kind: 'pdf' | 'xlsx';
  /** The built file; null when it is not built (checkBuiltResources reports that). */
  file: Uint8Array | null;
  /** The date the built file carries (YYYY-MM-DD, from the lock); null when unknown. */
  date: string | null;
}

/** US Letter in PDF points. */
const LETTER = { width: 612, height: 792 };
const MEDIA_BOX = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g;

/** Each page size a PDF declares, in points (its MediaBoxes: the renderer writes them uncompressed). */
export function pdfPageSizes(pdf: Uint8Array): { width: number; height: number }[] {
  return [...Buffer.from(pdf).toString('latin1').matchAll(MEDIA_BOX)].map(([, x0, y0, x1, y1]) => ({
    width: Math.round(Number(x1) - Number(x0)),
    height: Math.round(Number(y1) - Number(y0)),
  }));
}

/**
 * The downloads a US office uses (issue 52): their sources in US English; every PDF on US Letter;
 * every spreadsheet formula with its cached value, so a viewer that does not calculate shows the
 * figures; and no file built more than six months ago, since it carries its facts and its date.
 */
export function checkDownloads(downloads: Download[], today: Date): string[] {
  const problems: string[] = [];
  for (const download of downloads) {
    const found = britishSpellingsIn(download.sourceText);
    if (found.length > 0) problems.push(`${download.key}: British spelling (${found.join(', ')}) in ${download.sourceName}; write US English`);
    if (download.date && monthsBetween(download.date.slice(0, 7), today) > CONTENT_STANDARD.factsMaxAgeMonths) {
      problems.push(`${download.key}: built on ${download.date}, more than ${CONTENT_STANDARD.factsMaxAgeMonths} months ago; check its facts again and rebuild it (npm run content:resources -- --force)`);
    }
    if (!download.file) continue;
    if (download.kind === 'pdf') {
      const sizes = pdfPageSizes(download.file);
      const other = sizes.find((size) => size.width !== LETTER.width || size.height !== LETTER.height);
      if (sizes.length === 0) problems.push(`${download.key}: declares no page size`);
      else if (other) problems.push(`${download.key}: a page is ${other.width} × ${other.height} points, not US Letter (612 × 792); build it on Letter`);
    } else {
      const blank = formulasWithoutCachedValues(download.file);
      if (blank.length > 0) {
        problems.push(`${download.key}: ${blank.length} formula cells carry no cached value (${blank.slice(0, 3).join(', ')}${blank.length > 3 ? ', …' : ''}), so a viewer that does not calculate shows them blank: run npm run content:resources`);
      }
    }
  }
  return problems;
}

function britishSpellingsIn(text: string): string[] {
  return [...new Set([...text.matchAll(BRITISH_SPELLING)].map((match) => match[0].toLowerCase()))];
}

/** Whole months from a YYYY-MM month to today's. */
function monthsBetween(month: string, today: Date): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return (today.getUTCFullYear() - year!) * 12 + (today.getUTCMonth() + 1 - monthNumber!);
}

/** British spellings in a lesson's text and quiz, each named with the file. */
function checkUsEnglish(lessons: Lesson[], where: (lesson: Lesson) => string): string[] {
  const problems: string[] = [];
  for (const lesson of lessons) {
    const found = britishSpellingsIn([lesson.title, lesson.description, lesson.content, JSON.stringify(lesson.quiz ?? '')].join('\n'));
    if (found.length > 0) problems.push(`${where(lesson)}: British spelling (${found.join(', ')}); write US English`);
  }
  return problems;
}

/** Whether a single-answer question's right option is longer than every other option. */
export function correctIsStrictlyLongest(question: Question): boolean {
  if (question.type !== 'multiple-choice') return false;
  const correctLength = question.options[question.correct_answer]!.length;
  return question.options.every((option, index) => index === question.correct_answer || option.length < correctLength);
}

/**
 * Questions a careful reader passes and a test-wise one does not (issue 26): each names the
 * lesson it tests (a lesson of the course), offers no catch-all option, and across the course
 * the right option is seldom the longest.
 */
function checkFairQuestions(curriculum: Curriculum): string[] {
  const problems: string[] = [];
  const lessonIds = new Set(curriculum.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
  const singleAnswer: { where: string; longest: boolean }[] = [];
  for (const module of curriculum.modules) {
    for (const lesson of module.lessons) {
      for (const question of lesson.quiz?.questions ?? []) {
        const where = `quiz ${lesson.quiz!.id} question ${question.id}`;
        if (!question.lesson) problems.push(`${where} names no lesson it tests ("lesson": "<lesson id>")`);
        else if (!lessonIds.has(question.lesson)) problems.push(`${where} names lesson ${question.lesson}, which is not in this course`);
        if (question.type !== 'true-false' && question.options.some((option) => CATCH_ALL_OPTION.test(option))) {
          problems.push(`${where} offers an "all/none of the above" option`);
        }
        if (question.type === 'multiple-choice') singleAnswer.push({ where, longest: correctIsStrictlyLongest(question) });
      }
    }
  }
  const longest = singleAnswer.filter((question) => question.longest);
  if (singleAnswer.length > 0 && longest.length > singleAnswer.length * CONTENT_STANDARD.longestCorrectShare) {
    problems.push(
      `the right option is the strictly longest in ${longest.length} of ${singleAnswer.length} single-answer questions; at most a third may be (${longest.map((question) => question.where).join(', ')})`,
    );
  }
  return problems;
}

function checkLessonBody(lesson: Lesson, context: ContentCheckContext): string[] {
  const problems: string[] = [];
  for (const [, attributes] of lesson.content.matchAll(TOOL_MARKER)) {
    const id = attributes ? TOOL_ID.exec(attributes)?.[1] : undefined;
    if (!id) problems.push(`a tool marker must read ::tool{id="…"}`);
    else if (!isToolId(id)) problems.push(`unknown tool id "${id}"`);
  }
  for (const [, target] of lesson.content.replace(IMAGE, '').matchAll(LINK_TARGET)) {
    if (!target!.startsWith('/')) continue;
    const problem = checkInternalLink(target!, context);
    if (problem) problems.push(problem);
  }
  // The player shows a quiz in the lesson's Quiz tab, beside the text, never below it.
  if (QUIZ_BELOW.test(lesson.content)) problems.push(`says its quiz is below the text; the quiz is in the lesson's Quiz tab`);
  if (QUIZ_TAB.test(lesson.content) && !lesson.quiz) problems.push(`points to this lesson's Quiz tab, but the lesson has no quiz`);
  const references = new Set([...lesson.content.matchAll(FOOTNOTE_REFERENCE)].map((match) => match[1]!));
  const definitions = new Set([...lesson.content.matchAll(FOOTNOTE_DEFINITION)].map((match) => match[1]!));
  for (const name of references) if (!definitions.has(name)) problems.push(`footnote [^${name}] has no source line`);
  for (const name of definitions) if (!references.has(name)) problems.push(`footnote [^${name}] is defined but never cited`);
  return problems;
}

/**
 * A resource is a built file of this course (`/media/resources/<slug>/<file>`, whose type and
 * size it states truly) or a file in public/.
 */
function checkResources(courseSlug: string, lesson: Lesson, context: ContentCheckContext): string[] {
  const problems: string[] = [];
  for (const resource of lesson.resources) {
    const media = parseResourceUrl(resource.file_url);
    if (!media) {
      if (!resource.file_url.startsWith('/') || !context.publicFileExists(resource.file_url)) {
        problems.push(`resource "${resource.title}" points to ${resource.file_url}, which is neither a built resource of this course nor in public/`);
      }
      continue;
    }
    if (media.courseSlug !== courseSlug) {
      problems.push(`resource "${resource.title}" points to another course's files (${resource.file_url})`);
      continue;
    }
    const size = context.resourceFileSize(media.courseSlug, media.fileName);
    if (size === null) {
      problems.push(`resource "${resource.title}" points to ${resource.file_url}, but content/resources/${media.courseSlug}/${media.fileName} does not exist`);
      continue;
    }
    if (resource.file_type !== fileExtension(media.fileName)) problems.push(`resource "${resource.title}" has file_type "${resource.file_type}", not "${fileExtension(media.fileName)}"`);
    if (resource.file_size !== formatFileSize(size)) {
      problems.push(`resource "${resource.title}" says ${resource.file_size || 'no size'}, but the file is ${formatFileSize(size)}: run npm run content:resources`);
    }
  }
  return problems;
}

function checkInternalLink(target: string, context: ContentCheckContext): string | null {
  const path = target.split(/[?#]/)[0]!;
  const course = /^\/(?:courses|learn)\/([^/]+)$/.exec(path);
  if (course) return context.courseSlugs.has(course[1]!) ? null : `link ${target} names no course folder`;
  if (context.sitePaths.has(path) || context.publicFileExists(path)) return null;
  return `link ${target} leads nowhere on the site`;
}

function checkQuiz(quiz: Quiz, published: boolean): string[] {
  const problems: string[] = [];
  duplicates(quiz.questions.map((question) => question.id)).forEach((id) => problems.push(`question id ${id} is used twice`));
  for (const question of quiz.questions) {
    if (question.type === 'multiple-select' && new Set(question.correct_answers).size !== question.correct_answers.length) {
      problems.push(`question ${question.id} lists a correct answer twice`);
    }
    if (published && question.explanation.trim() === '') problems.push(`question ${question.id} has no explanation`);
  }
  if (published) {
    if (quiz.questions.length < CONTENT_STANDARD.quizQuestions.min) problems.push(`has ${quiz.questions.length} questions, fewer than ${CONTENT_STANDARD.quizQuestions.min}`);
    const shown = quiz.questions_per_attempt ?? quiz.questions.length;
    const poolMin = shown * CONTENT_STANDARD.poolPerShownQuestion;
    if (quiz.questions.length < poolMin) problems.push(`a pool of ${quiz.questions.length} questions for ${shown} an attempt; a published pool holds at least twice as many (${poolMin})`);
    const types = new Set(quiz.questions.map((question) => question.type));
    for (const type of ['true-false', 'multiple-choice', 'multiple-select'] as const) if (!types.has(type)) problems.push(`has no ${type} question`);
  }
  return problems;
}

function checkPublishedStandard({ course, lessonNotes }: ContentCourse): string[] {
  const curriculum = course.curriculum;
  const problems: string[] = [];
  const standard = CONTENT_STANDARD;
  const moduleCount = curriculum.modules.length;
  if (moduleCount < standard.modules.min || moduleCount > standard.modules.max) {
    problems.push(`a published course has ${standard.modules.min}–${standard.modules.max} modules; this one has ${moduleCount}`);
  }
  let totalMinutes = 0;
  for (const module of curriculum.modules) {
    const count = module.lessons.length;
    if (count < standard.lessonsPerModule.min || count > standard.lessonsPerModule.max) {
      problems.push(`module ${module.id} has ${count} lessons; a published module has ${standard.lessonsPerModule.min}–${standard.lessonsPerModule.max}`);
    }
    const quizzes = module.lessons.filter((lesson) => lesson.quiz);
    if (quizzes.length !== 1) problems.push(`module ${module.id} has ${quizzes.length} quizzes; a published module has one`);
    for (const lesson of module.lessons) {
      const notes = lessonNotes.get(lesson.id);
      const file = notes?.file ?? lesson.id;
      const words = countWords(lesson.content);
      if (words < standard.lessonWords.min || words > standard.lessonWords.max) {
        problems.push(`${file}: ${words} words; a published lesson has ${standard.lessonWords.min}–${standard.lessonWords.max}`);
      }
      if (!/^#{2,3} .*exercise/im.test(lesson.content)) problems.push(`${file}: no exercise section (a heading with "Exercise")`);
      if (lesson.quiz) problems.push(...checkQuiz(lesson.quiz, true).map((problem) => `${file} quiz: ${problem}`));
      const stated = durationMinutes(lesson.duration);
      if (stated === null) {
        problems.push(`${file}: duration "${lesson.duration}" is not in minutes`);
        continue;
      }
      totalMinutes += stated;
      if (notes?.exerciseMinutes == null) {
        problems.push(`${file}: exercise_minutes is missing from the front matter`);
        continue;
      }
      const expected = Math.round(words / standard.wordsPerMinute) + notes.exerciseMinutes;
      if (Math.abs(stated - expected) > standard.lessonMinutesTolerance) {
        problems.push(`${file}: says ${stated} min, but ${words} words to read plus a ${notes.exerciseMinutes}-minute exercise is about ${expected} min`);
      }
    }
  }
  const words = curriculum.modules.flatMap((module) => module.lessons.map((lesson) => countWords(lesson.content))).sort((a, b) => a - b);
  const median = words.length % 2 ? words[(words.length - 1) / 2]! : (words[words.length / 2 - 1]! + words[words.length / 2]!) / 2;
  if (median < standard.lessonWords.median) problems.push(`the median lesson has ${median} words; a published course's median is at least ${standard.lessonWords.median}`);
  const statedTotal = durationMinutes(course.duration);
  if (statedTotal === null) problems.push(`course duration "${course.duration}" is not in hours or minutes`);
  else if (Math.abs(totalMinutes - statedTotal) > statedTotal * standard.courseDurationTolerance) {
    problems.push(`the lessons add up to ${totalMinutes} min, but the course says ${course.duration}`);
  }
  return problems;
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}
