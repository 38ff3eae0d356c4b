import { z } from 'zod';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/** Request and response contracts of site search (decision 0075). */

export const MAX_SEARCH_QUERY_LENGTH = 200;

export const searchQuerySchema = z
  .object({
    q: singleLineText('A search').max(MAX_SEARCH_QUERY_LENGTH, `A search is at most ${MAX_SEARCH_QUERY_LENGTH} characters`).default(''),
  })
  .strict();

/** A run of snippet text; `match` marks the words the query found. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });

export const searchResultSchema = z.object({
  kind: z.enum(['course', 'lesson']),
  courseSlug: z.string(),
  courseTitle: z.string(),
  requiredPlan: z.enum(PLANS),
  /** Null for a course. */
  lessonId: z.string().nullable(),
  title: z.string(),
  /** A course's description, or a lesson's text, around the words found; null for a lesson the searcher may not open. */
  snippet: z.array(snippetPartSchema).nullable(),
  /** Whether the searcher may open this lesson now (always false for a course result). */
  canOpen: z.boolean(),
});

export const searchResponseSchema = z.object({ query: z.string(), results: z.array(searchResultSchema) });

/** Course titles and descriptions, lesson titles and text; lesson snippets only where the searcher may open the lesson. */
export const searchSite = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  query: searchQuerySchema,
  response: searchResponseSchema,
  // Every search is a few index reads; a person types a few a minute, a scraper many.
  rateLimit: { perAddress: { limit: 120, windowSeconds: 60 } },
});

export type SnippetPart = z.infer<typeof snippetPartSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
