import type { SearchResponse } from '../../../shared/api/search';
import type { DbExecutor } from '../../db/client';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { listCoursesToOpen } from '../enrollment/enrollment.service';
import { searchPublished } from './search.data';
import { presentSearchResult } from './search.presenter';

export const SEARCH_RESULT_LIMIT = 30;

/** Queries of up to this many words also match titles by trigram similarity (typo tolerance). */
const FUZZY_MAX_WORDS = 3;

/**
 * Site search (decision 0075). Anyone sees matching courses and lesson titles; a lesson's text
 * (its snippet) only reaches a searcher who may open the lesson by the enrolment rules.
 */
export async function searchSite(db: DbExecutor, viewer: Viewer | null, query: string): Promise<SearchResponse> {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text === '') return { query: text, results: [] };
  const openCourses = mayActAsAdmin(viewer) ? 'all' : viewer ? (await listCoursesToOpen(db, viewer)).map((course) => course.id) : [];
  const rows = await searchPublished(db, {
    text,
    fuzzy: text.split(' ').length <= FUZZY_MAX_WORDS,
    openCourses,
    limit: SEARCH_RESULT_LIMIT,
  });
  return {
    query: text,
    results: rows.map((row) => presentSearchResult(row, openCourses === 'all' || openCourses.includes(row.courseId))),
  };
}
