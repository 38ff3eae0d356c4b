import { CalendarDays } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

/** For visitors and members without Elite: what the workshops are, and the way to them. */
export function EliteWorkshopsOffer({ signedIn }: { signedIn: boolean }) {
  return (
    <Card className="p-6 sm:p-8">
      <CalendarDays className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold tracking-tight">Live workshops come with Elite Access</h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
        <li>Work through a real AI task with the instructor, live, and bring your questions.</li>
        <li>Register in one click and get a calendar invitation and a reminder the day before.</li>
        <li>Missed one? Every recording stays on its page for Elite members to watch.</li>
        <li>Workshops you attend count towards renewing the Elite AI Implementation Partner certification.</li>
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/pricing">See Elite Access</ButtonLink>
        {!signedIn && (
          <ButtonLink to="/auth?redirect=/workshops" variant="outline">
            Sign in
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
