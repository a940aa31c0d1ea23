import { afterEach, describe, expect, it } from 'vitest';
import { contentKeyOf, MediaStore } from '../../../sandbox/photos/media-store';
import { poolRecipe } from '../../../sandbox/seed/photo-library';

// The picture store's turns (docs/PHOTOS.md "Images are real files"): renders wait for a turn, two
// at a time, and a picture nobody wants any more by its turn (its requests were cancelled) is not
// made.
let store: MediaStore;
afterEach(async () => {
  await store.close();
});

const picture = (index: number) => {
  const recipe = poolRecipe(index);
  return { contentKey: contentKeyOf(recipe), recipe };
};

describe('MediaStore.ensure', () => {
  it('makes a wanted picture, and does not make the ones whose askers have gone by their turn', async () => {
    store = new MediaStore(undefined);
    const [first, second, third, fourth] = [0, 1, 2, 3].map(picture);
    if (!first || !second || !third || !fourth) throw new Error('no pictures');
    let cancelled = false;
    const asks = [
      store.ensure(first.contentKey, first.recipe),
      store.ensure(second.contentKey, second.recipe),
      // these two wait for a turn behind the first two; one is cancelled meanwhile
      store.ensure(third.contentKey, third.recipe, () => !cancelled),
      store.ensure(fourth.contentKey, fourth.recipe),
    ];
    cancelled = true;
    expect(await Promise.all(asks)).toEqual([true, true, false, true]);
    expect([first, second, third, fourth].map((p) => store.has(p.contentKey))).toEqual([true, true, false, true]);
  });

  it('makes a picture one asker gave up on when another still waits for it', async () => {
    store = new MediaStore(undefined);
    const [a, b, shared] = [4, 5, 6].map(picture);
    if (!a || !b || !shared) throw new Error('no pictures');
    const busy = [store.ensure(a.contentKey, a.recipe), store.ensure(b.contentKey, b.recipe)];
    const gone = store.ensure(shared.contentKey, shared.recipe, () => false);
    const waiting = store.ensure(shared.contentKey, shared.recipe);
    await Promise.all(busy);
    expect(await gone).toBe(true);
    expect(await waiting).toBe(true);
    expect(store.has(shared.contentKey)).toBe(true);
  });
});
