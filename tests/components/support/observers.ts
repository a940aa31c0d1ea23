// Stand-ins for the browser's observers, which jsdom lacks: an IntersectionObserver that reports
// every observed element fully in view at once (an end marker asks for the next page), and a
// ResizeObserver that never reports (jsdom lays nothing out).

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

export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
