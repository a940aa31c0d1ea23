/**
 * Runs `work` for one account at a time, in the order asked (accounts apart from each other): the
 * check of an account's limits and the creation it allows are one step, so that 300 creations at
 * once cannot all pass the same check (uploads, archives).
 */
export class PerAccount {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(accountId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(accountId, tail);
    void tail.then(() => {
      if (this.tails.get(accountId) === tail) this.tails.delete(accountId);
    });
    return result;
  }
}
