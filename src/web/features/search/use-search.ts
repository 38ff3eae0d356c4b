import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '@web/lib/endpoint-client';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { useSession } from '@web/lib/use-session';

/**
 * Search results for `q`. A visitor's come from the server's rendering (the public read); a
 * signed-in person's are their own read, which carries the snippets of lessons they may open,
 * and until it arrives the page shows the visitor's results it was rendered with.
 */
export function useSearch(q: string) {
  const session = useSession();
  const userId = useUserId();
  const input = { query: { q } };
  const visitor = useQuery({ ...endpointQueryOptions('GET /api/search', input), enabled: session.status === 'signed-out' });
  const member = useQuery(memberQueryOptions(userId, 'GET /api/search', input));
  return userId && (member.data || member.isError) ? member : visitor;
}
