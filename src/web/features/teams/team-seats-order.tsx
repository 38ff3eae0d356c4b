import { useState } from 'react';
import { TEAM_ACCESS } from '@shared/plans';
import { Button, ButtonLink } from '@web/components/ui/button';

/** Team Access's card: a number of seats (1 to 50) bought at once; larger teams ask through the contact form. */
export function TeamSeatsOrder({ busy, onBuy }: { busy: boolean; onBuy: (seats: number) => void }) {
  const [seats, setSeats] = useState(3);
  const valid = Number.isInteger(seats) && seats >= 1 && seats <= TEAM_ACCESS.maxSeats;
  // Over 50 seats the site does not sell: the card sends the buyer to 'Ask About Team Access' instead of a Buy button.
  const large = Number.isFinite(seats) && seats > TEAM_ACCESS.maxSeats;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Seats
          <input
            type="number"
            min={1}
            value={Number.isNaN(seats) ? '' : seats}
            onChange={(event) => setSeats(event.target.valueAsNumber)}
            className="h-11 w-24 rounded-lg border border-line bg-white px-3 text-base tabular-nums"
          />
        </label>
        {large ? (
          <ButtonLink to="/contact?type=corporate" variant="outline">
            Ask About Team Access
          </ButtonLink>
        ) : (
          <Button variant="outline" disabled={busy || !valid} aria-busy={busy} onClick={() => onBuy(seats)}>
            {busy ? 'Starting Checkout…' : valid ? `Buy ${seats} ${seats === 1 ? 'Seat' : 'Seats'}` : 'Buy Seats'}
          </Button>
        )}
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {large
          ? `Teams of more than ${TEAM_ACCESS.maxSeats} seats are set up with us rather than bought here.`
          : `${valid ? `$${seats * TEAM_ACCESS.pricePerSeatPerMonth} a month. ` : `Choose 1 to ${TEAM_ACCESS.maxSeats} seats. `}More than ${TEAM_ACCESS.maxSeats} seats?`}
      </p>
      {!large && (
        <ButtonLink to="/contact?type=corporate" variant="ghost" size="sm" className="mt-1 -ml-3">
          Ask About Team Access
        </ButtonLink>
      )}
    </div>
  );
}
