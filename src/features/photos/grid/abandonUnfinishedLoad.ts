/**
 * A ref for a grid thumbnail: when the tile leaves the DOM (the virtualised grid drops rows that are
 * scrolled past) while its picture is still on its way, the load is abandoned by clearing `src`,
 * which makes the browser cancel the request. Without it a fast scroll through a large album
 * leaves hundreds of thumbnail requests queued on the host's few HTTP/1.1 connections, and the
 * album's next page of photos waits behind pictures nobody sees any more.
 */
export function abandonUnfinishedLoad(image: HTMLImageElement | null): (() => void) | undefined {
  if (!image) return undefined;
  return () => {
    if (!image.complete) image.removeAttribute('src');
  };
}
