import { OVERVIEW_DAYS, type AdminOverviewResponse } from '../../../shared/api/admin-overview';
import type { DbExecutor } from '../../db/client';
import { countSignUpsSince } from '../accounts/accounts.service';
import { followUpPurchasesSince, sumPaidOrdersSince } from '../billing/admin-billing.service';
import { countIssuedSince } from '../certificates/certificates.service';
import { countUndeliveredAudits } from '../audits/audits.service';
import { countCaseStudiesToReview } from '../certifications/case-studies.service';
import { countInboxTodos } from '../contact/support-inbox.service';
import { countWaitingQuestions } from '../community/community.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /admin, where an admin's sign-in lands (issue 34): what waits for someone on the team (support
 * messages, case studies for the review board, audits to deliver, Elite and audit purchases to
 * follow up) and the last seven days' figures, each read through the module that owns it.
 */
export class AdminHomeService {
  constructor(
    private readonly db: DbExecutor,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<AdminOverviewResponse> {
    const since = new Date(this.clock().getTime() - OVERVIEW_DAYS * DAY_MS);
    const [inbox, caseStudiesToReview, audits, purchases, signUps, sales, completions, communityQuestions] = await Promise.all([
      countInboxTodos(this.db),
      countCaseStudiesToReview(this.db),
      countUndeliveredAudits(this.db),
      followUpPurchasesSince(this.db, since),
      countSignUpsSince(this.db, since),
      sumPaidOrdersSince(this.db, since),
      countIssuedSince(this.db, since),
      countWaitingQuestions(this.db),
    ]);
    return {
      since: since.toISOString(),
      todos: {
        unreadMessages: inbox.unread,
        openMessages: inbox.open,
        priorityOpenMessages: inbox.priorityOpen,
        caseStudiesToReview,
        auditsReceived: audits.received,
        auditsInProgress: audits.inProgress,
        purchases,
        communityQuestions,
      },
      week: { signUps, sales: sales.count, salesCents: sales.cents, completions },
    };
  }
}
