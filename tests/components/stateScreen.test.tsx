// The atlas's screen of the current state: the storyboard's screen of the deepest current state that
// has one, named by machine and state; a short note for a state without one; nothing without a storyboard.
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StoryboardIndex } from '@schemas/storyboard';
import { StateScreen } from '@/features/flows/StateScreen';
import { TestLanguage } from './support/TestLanguage';

const index: StoryboardIndex = {
  version: 1,
  createdAt: '2026-11-28T21:00:00.000Z',
  screens: [
    { machine: 'upload', state: 'open', test: 'upload.spec.ts › opens', file: 'upload/open.jpg', page: '/my-photos/photos' },
    {
      machine: 'upload',
      state: 'open.picking',
      test: 'upload.spec.ts › picks',
      file: 'upload/open.picking.jpg',
      page: '/my-photos/photos',
    },
  ],
};
const fetchIndex = vi.fn(async (url: string) => {
  expect(url).toBe('/__sandbox/storyboard/index.json');
  return new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } });
});
vi.stubGlobal('fetch', fetchIndex);
afterAll(() => vi.unstubAllGlobals());

const view = (active: string[]) => (
  <TestLanguage>
    <StateScreen machine="upload" active={new Set(active)} />
  </TestLanguage>
);

describe('the screen of the current state', () => {
  it('shows the deepest current state’s screen, then a note for a state the storyboard has none of', async () => {
    const { rerender } = render(view(['open', 'open.picking']));
    const image = await screen.findByRole('img', { name: 'What the customer sees in upload in the state open.picking' });
    expect(image).toHaveAttribute('src', '/__sandbox/storyboard/upload/open.picking.jpg');
    expect(screen.getByText('Kept by the end-to-end test “upload.spec.ts › picks” on /my-photos/photos.')).toBeInTheDocument();

    rerender(view(['open', 'open.checking']));
    expect(screen.getByRole('img', { name: 'What the customer sees in upload in the state open' })).toHaveAttribute(
      'src',
      '/__sandbox/storyboard/upload/open.jpg',
    );

    rerender(view(['closed']));
    expect(screen.getByText('No screen was captured for closed.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });
});
