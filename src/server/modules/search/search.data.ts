import { sql } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import { queryRows, withTransaction, type DbExecutor } from '../../db/client';

/** Marks around the words ts_headline found: private-use characters, which lesson text does not hold. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=12, MaxWords=30, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * At most this many title matches and this many text matches are ranked (decision 0075): ranking
 * reads each candidate's whole document, so a word found in thousands of lessons would take
 * seconds. Title matches are few; past this many text matches a person refines the query.
 */
const CANDIDATE_LIMIT = 100;

/**
 * A snippet is drawn from this many characters of the lesson's text, starting this many before the
 * first place a word of the query (its English stem, as a prefix) appears, or from the start:
 * ts_headline parses all the text it is given, so a long lesson's whole text would cost time in
 * proportion to its length on every result shown (decision 0092).
 */
const SNIPPET_WINDOW = 1000;
const SNIPPET_LEAD = 200;

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
 * (full text or, for a short query, trigram similarity) first, courses before lessons, then by
 * full-text rank, then by title similarity.
 * Snippets are computed for the page of results only, and only for what the searcher may read.
 *
 * It runs with sequential scans off (SET LOCAL, in a transaction of its own): PostgreSQL's costs
 * leave out reading each row's stored tsvector and building its title's, so with the candidate
 * cap it judged a scan of every row cheaper than the GIN indexes for a rare phrase or a common
 * title word: 25–40 ms instead of 1–3 ms over 10,000 lessons (decision 0092).
 */
export function searchPublished(db: DbExecutor, input: SearchInput): Promise<SearchRow[]> {
  const openAll = input.openCourses === 'all';
  const openIds = input.openCourses === 'all' ? [] : input.openCourses;
  const openArray = openIds.length ? sql`ARRAY[${sql.join(openIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]` : sql`ARRAY[]::uuid[]`;
  const words = sql`websearch_to_tsquery('english', ${input.text})`;
  const firstMatch = sql`(SELECT min(nullif(strpos(lower(body), stem), 0)) FROM unnest(tsvector_to_array(to_tsvector('english', ${input.text}))) AS stem)`;
  const snippetText = sql`substr(body, greatest(1, coalesce(${firstMatch}, 1) - ${SNIPPET_LEAD}), ${SNIPPET_WINDOW})`;
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return queryRows<SearchRow>(
      tx,
      sql`
      WITH title_hits AS (
        SELECT course_id, lesson_id FROM search_documents
        WHERE to_tsvector('english', title) @@ ${words} OR (${input.fuzzy} AND ${input.text} <% title)
        LIMIT ${CANDIDATE_LIMIT}
      ),
      text_hits AS (
        SELECT course_id, lesson_id FROM search_documents WHERE document @@ ${words} LIMIT ${CANDIDATE_LIMIT}
      ),
      found AS (
        SELECT course_id, lesson_id, bool_or(title_match) AS title_match
        FROM (SELECT *, true AS title_match FROM title_hits UNION ALL SELECT *, false FROM text_hits) AS hits
        GROUP BY course_id, lesson_id
      ),
      ranked AS (
        SELECT d.course_id, d.lesson_id, d.position, d.title, d.body, c.slug, c.title AS course_title, c.required_plan, found.title_match,
          ts_rank_cd(d.document, ${words}) AS rank,
          word_similarity(${input.text}, d.title) AS similarity
        FROM found
        JOIN search_documents d ON d.course_id = found.course_id AND d.lesson_id = found.lesson_id
        JOIN courses c ON c.id = d.course_id AND c.published
        ORDER BY found.title_match DESC, (d.lesson_id = '') DESC, rank DESC, similarity DESC, c.title, d.position
        LIMIT ${input.limit}
      )
      SELECT course_id AS "courseId", slug AS "courseSlug", course_title AS "courseTitle", required_plan AS "requiredPlan",
        lesson_id AS "lessonId", title,
        CASE WHEN lesson_id = '' OR ${openAll} OR course_id = ANY(${openArray})
          THEN ts_headline('english', ${snippetText}, ${words}, ${HEADLINE_OPTIONS})
        END AS headline
      FROM ranked
      ORDER BY title_match DESC, (lesson_id = '') DESC, rank DESC, similarity DESC, course_title, position
    `,
    );
  });
}
