// Why a widget call failed, as the widget screens tell it: the order is on hold for review (409),
// the service refused what was sent (400), too many shares for now (429), or anything else
// (a 5xx, no response, a body that did not parse).

export type WidgetFailure = 'blocked' | 'invalid' | 'tooMany' | 'other';

/** The HTTP status of a failure, read structurally (the API edge's HttpError); null without one. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

export function widgetFailureOf(error: unknown): WidgetFailure {
  switch (statusOf(error)) {
    case 409:
      return 'blocked';
    case 400:
      return 'invalid';
    case 429:
      return 'tooMany';
    default:
      return 'other';
  }
}
