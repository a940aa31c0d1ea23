import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Image } from '@schemas/photos';
import { GridRow, type GridCells } from '@/features/photos/grid/GridRow';

// The thumbnails of the first screen's rows are fetched at once and before the others (loading,
// fetchpriority); the other rows' are lazy, fetched as they come near the window. Every thumbnail is
// decoded off the main thread.
const image = (n: number): Image => ({
  imageId: `photo-${n}`,
  uploadId: `upload-${n}`,
  localFileName: `IMG_${n}.jpg`,
  url: `http://localhost/media/${n}/full.jpg`,
  untouchedUrl: `http://localhost/media/${n}/original.jpg`,
  thumbnails: [{ id: '300', url: `http://localhost/media/${n}/300.jpg`, width: 300, height: 300 }],
});
const images = Array.from({ length: 8 }, (_, n) => image(n));
const cells: GridCells = {
  geometry: { columns: 4, gap: 4, tile: 100, rowHeight: 104 },
  size: 300,
  selecting: false,
  selected: new Set(),
  tabStopId: null,
  describe: (photo) => ({ title: photo.localFileName, label: photo.localFileName }),
  actions: { onActivate: () => undefined, onKeyDown: () => undefined, onFocus: () => undefined },
};

function thumbnailsOf(first: boolean) {
  const view = render(<GridRow cells={cells} images={images} row={1} tiles={images.length} top={104} more={null} first={first} />);
  return [...view.container.querySelectorAll('img[data-thumbnail]')];
}

describe('a grid row’s thumbnails', () => {
  it('on the first screen: fetched first, decoded off the main thread, the tile’s size of thumbnail', () => {
    const thumbnails = thumbnailsOf(true);
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual([4, 5, 6, 7].map((n) => `http://localhost/media/${n}/300.jpg`));
    for (const img of thumbnails) {
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect(img.getAttribute('loading')).toBe('eager');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('further down: lazy, at the browser’s own priority', () => {
    for (const img of thumbnailsOf(false)) {
      expect(img.getAttribute('fetchpriority')).toBe('auto');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
  });
});
