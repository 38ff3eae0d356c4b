import { Printer, UserPlus } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button';

/** Opens LinkedIn's add-to-profile form, filled in for this certificate or certification. */
export function AddToLinkedInLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
      <UserPlus className="size-4" aria-hidden="true" />
      Add to LinkedIn profile
    </a>
  );
}

/** Prints the page; the print styles leave only the document. */
export function PrintButton() {
  return (
    <Button variant="outline" onClick={() => window.print()}>
      <Printer className="size-4" aria-hidden="true" />
      Print
    </Button>
  );
}
