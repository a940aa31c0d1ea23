/** The browser leaves the app for `url` (the shop, after a reorder: DECISIONS 13). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
