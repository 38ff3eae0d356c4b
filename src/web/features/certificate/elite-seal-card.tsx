import { Card } from '@web/components/ui/card';
import { ELITE_SEAL_ALT, ELITE_SEAL_URL } from './elite-seal';

/** The Elite seal on an Elite member's profile: the same picture their certificates and credentials carry. */
export function EliteSealCard() {
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
      <img src={ELITE_SEAL_URL} alt={ELITE_SEAL_ALT} width={240} height={240} className="size-24 shrink-0" />
      <div>
        <h2 className="text-lg font-semibold">Elite member</h2>
        <p className="mt-1 text-muted">Your certificates and certifications carry the Elite seal while your Elite Access is active, on the page, the PDF and the public verify page.</p>
      </div>
    </Card>
  );
}
