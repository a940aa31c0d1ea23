import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { abandonUnfinishedLoad } from '@/features/photos/grid/abandonUnfinishedLoad';

// A grid tile scrolled out of the virtualised grid gives up its thumbnail if it is still loading
// (the browser then cancels the request), and leaves a loaded one as it is.
function Thumbnail() {
  return <img ref={abandonUnfinishedLoad} src="http://localhost/media/key/800.jpg" alt="" />;
}

function renderThumbnail(complete: boolean) {
  const view = render(<Thumbnail />);
  const image = view.container.querySelector('img');
  if (!image) throw new Error('no thumbnail');
  Object.defineProperty(image, 'complete', { value: complete });
  return { view, image };
}

describe('a grid thumbnail leaving the DOM', () => {
  it('drops its source while the picture is still on its way, so the request is cancelled', () => {
    const { view, image } = renderThumbnail(false);
    expect(image.getAttribute('src')).toBe('http://localhost/media/key/800.jpg');
    view.unmount();
    expect(image.hasAttribute('src')).toBe(false);
  });

  it('keeps the source of a picture that has arrived', () => {
    const { view, image } = renderThumbnail(true);
    view.unmount();
    expect(image.getAttribute('src')).toBe('http://localhost/media/key/800.jpg');
  });
});
