// 'Add photos' follows the upload flag of the public config (S1 §1: PhotoManagementUploadViewEnabled
// shows the Add photos button): shown with the flag on, absent with it off.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@schemas/config';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import { AddPhotosButton } from '@/features/photos/upload/AddPhotosButton';
import { TestLanguage } from './support/TestLanguage';

function renderWith(flags: readonly FeatureFlag[]) {
  render(
    <TestLanguage>
      <FlagsProvider flags={new Set(flags)}>
        <AddPhotosButton />
      </FlagsProvider>
    </TestLanguage>,
  );
}

describe("'Add photos' and the upload flag", () => {
  it('shows Add photos with the upload flag on', () => {
    renderWith(['PhotoManagementTimelineEnabled', 'PhotoManagementUploadViewEnabled']);
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('hides Add photos with the upload flag switched off', () => {
    renderWith(['PhotoManagementTimelineEnabled', 'PhotoManagementAlbumViewEnabled']);
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });
});
