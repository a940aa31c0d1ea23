// Browser observers jsdom lacks, for the photo grids: every observed element is fully visible at
// once (the grid's end marker loads the next page), and no element ever resizes.
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

export class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
