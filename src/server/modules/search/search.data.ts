import { sql } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import { queryRows, type DbExecutor } from '../../db/client';

/** Marks around the words ts_headline found: private-use characters, which lesson text does not hold. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=12, MaxWords=30, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchRow {
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  requiredPlan: Plan;
  lessonId: string;
  title: string;
  /** ts_headline's text with MATCH_START/MATCH_END marks; null where no snippet may be shown. */
  headline: string | null;
}

export interface SearchInput {
  text: string;
  /** Whether trigram similarity also finds titles (typo tolerance for short queries). */
  fuzzy: boolean;
  /** The courses whose lesson snippets the searcher may see; `all` for an admin. */
  openCourses: 'all' | readonly string[];
  limit: number;
}

/**
 * Published courses' documents matching the query, in the order a person expects: title matches
 * first (the course before its lessons), then by full-text rank, then by title similarity.
 * Snippets are computed for the page of results only, and only for what the searcher may read.
 */
export function searchPublished(db: DbExecutor, input: SearchInput): Promise<SearchRow[]> {
  const openAll = input.openCourses === 'all';
  const openIds = input.openCourses === 'all' ? [] : input.openCourses;
  const openArray = openIds.length ? sql`ARRAY[${sql.join(openIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]` : sql`ARRAY[]::uuid[]`;
  return queryRows<SearchRow>(
    db,
    sql`
      WITH query AS (SELECT websearch_to_tsquery('english', ${input.text}) AS words),
      found AS (
        SELECT d.course_id, d.lesson_id FROM search_documents d, query WHERE d.document @@ query.words
        UNION
        SELECT d.course_id, d.lesson_id FROM search_documents d WHERE ${input.fuzzy} AND ${input.text} <% d.title
      ),
      ranked AS (
        SELECT d.course_id, d.lesson_id, d.position, d.title, d.body, c.slug, c.title AS course_title, c.required_plan,
          (ts_filter(d.document, '{a}') @@ query.words OR (${input.fuzzy} AND ${input.text} <% d.title)) AS title_match,
          ts_rank_cd(d.document, query.words) AS rank,
          word_similarity(${input.text}, d.title) AS similarity
        FROM found
        JOIN search_documents d ON d.course_id = found.course_id AND d.lesson_id = found.lesson_id
        JOIN courses c ON c.id = d.course_id AND c.published
        CROSS JOIN query
        ORDER BY title_match DESC, (d.lesson_id = '') DESC, rank DESC, similarity DESC, c.title, d.position
        LIMIT ${input.limit}
      )
      SELECT ranked.course_id AS "courseId", ranked.slug AS "courseSlug", ranked.course_title AS "courseTitle",
        ranked.required_plan AS "requiredPlan", ranked.lesson_id AS "lessonId", ranked.title,
        CASE WHEN ranked.lesson_id = '' OR ${openAll} OR ranked.course_id = ANY(${openArray})
          THEN ts_headline('english', ranked.body, query.words, ${HEADLINE_OPTIONS})
        END AS headline
      FROM ranked CROSS JOIN query
      ORDER BY ranked.title_match DESC, (ranked.lesson_id = '') DESC, ranked.rank DESC, ranked.similarity DESC, ranked.course_title, ranked.position
    `,
  );
}
