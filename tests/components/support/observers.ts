// Stand-ins for the browser's observers, which jsdom does not have.

/** An IntersectionObserver whose targets are fully in view whenever they are observed (a short list on a tall screen). */
export class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}
