import { OVERVIEW_DAYS, type AdminOverviewResponse } from '../../../shared/api/admin-overview';
import type { DbExecutor } from '../../db/client';
import { countSignUps } from '../accounts/accounts.service';
import { followUpPurchasesSince, salesSince } from '../billing/admin-billing.service';
import { countCompletionsSince } from '../certificates/certificates.service';
import type { SupportInboxService } from '../contact/support-inbox.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /admin, where an admin's sign-in lands (issue 34): what waits for someone on the team (support
 * messages, Elite and audit purchases to follow up) and the last seven days' figures, each read
 * through the module that owns it.
 */
export class AdminHomeService {
  constructor(
    private readonly db: DbExecutor,
    private readonly inbox: SupportInboxService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<AdminOverviewResponse> {
    const since = new Date(this.clock().getTime() - OVERVIEW_DAYS * DAY_MS);
    const [inbox, purchases, signUps, sales, completions] = await Promise.all([
      this.inbox.todos(),
      followUpPurchasesSince(this.db, since),
      countSignUps(this.db, since),
      salesSince(this.db, since),
      countCompletionsSince(this.db, since),
    ]);
    return {
      since: since.toISOString(),
      todos: { unreadMessages: inbox.unread, openMessages: inbox.open, priorityOpenMessages: inbox.priorityOpen, purchases },
      week: { signUps, sales: sales.count, salesCents: sales.cents, completions },
    };
  }
}
