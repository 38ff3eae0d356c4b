// Loaded into a journey's own server with `node --import` (see startOwnServer's `clockFile`): the
// server's clock runs this many milliseconds ahead of the machine's, as read from the file (none:
// no shift), so a journey can let a day pass in a moment. Test support only; the app has no such switch.
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  let readAt = -Infinity;
  const shift = () => {
    // Read again at most every 100 ms: Date.now() is called on every log line and request.
    const now = performance.now();
    if (now - readAt > 100) {
      readAt = now;
      try {
        offset = Number(readFileSync(file, 'utf8')) || 0;
      } catch {
        offset = 0;
      }
    }
    return offset;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift());
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift();
    }
  }
  globalThis.Date = ShiftedDate;
}
