import { env } from 'cloudflare:workers';
import { loadHouse } from '../catalogue';
import { nextOpening, withinOrderingHours } from '../contract/service';

// The Worker takes an order for now only within the kitchen's ordering hours (worker/ordering-hours.ts), so a test
// file that places orders would pass at 2 p.m. and fail at 3 a.m. Outside those hours, each test file's clock
// (Date: the tests share the Worker's isolate) is moved forward by whole hours to an hour after the next opening,
// and runs on from there with the real one: minutes and seconds stay the real ones (the rate-limit windows' tests
// count on them) and orders placed one after the other still get times one after the other (vi.useFakeTimers'
// shouldAdvanceTime does not: its interval barely runs between the Worker's requests). The tests of the hours
// themselves stop the clock where they need it (service-clock.ts).
const house = await loadHouse(env.ASSETS);
const RealDate = Date;
const opening = withinOrderingHours(house.service, new RealDate()) ? null : nextOpening(house.service, new RealDate());
if (opening) {
  const offset = (Math.ceil((opening.getTime() - RealDate.now()) / 3_600_000) + 1) * 3_600_000;
  class DuringService extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = DuringService as DateConstructor;
}
