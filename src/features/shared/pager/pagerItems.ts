// Which page links a pager shows: the first and the last page always, the current one with up to 3
// either side (the app's one pager rule, DECISIONS 12: the orders pager's constant 3, used for the
// invoice lists and the product PDFs too so that every pager behaves alike), and a gap where pages
// are left out.
import { ORDER_PAGER_SIBLINGS } from '@schemas/tunables';

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export function pagerItems(current: number, pages: number, siblings: number = ORDER_PAGER_SIBLINGS): PagerItem[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - siblings; page <= current + siblings; page++) if (page >= 1 && page <= pages) shown.add(page);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
