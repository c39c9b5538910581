/**
 * The moment at which branches' opening hours are read: whether a branch can take an order placed
 * now, and which branch delivers to a point (the contracts' `checkOrderNow` and `deliveryBranch`).
 * The wall clock in production. The API's tests pin it (`AppDependencies.hoursNow`) so orders placed
 * now do not depend on the hour the suite runs; in development `PUT /dev/hours-clock` moves it (the
 * browser tests of closed branches set the page's clock and the API's to the same moment).
 * Scheduled orders are still checked against the real clock (a time must be in the future).
 */
export class HoursClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  /** From now on the clock reads `at` and runs on from there; null goes back to the base clock. */
  set(at: Date | null): void {
    this.offsetMs = at ? at.getTime() - this.base().getTime() : 0;
  }
}
