import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FlowAtlasPage } from '@/features/flows/FlowAtlasPage';
import { TestLanguage } from './TestLanguage';

/** The flow atlas page at `url` (/flows and its query), in the test language. */
export function renderAtlas(url: string) {
  return render(
    <TestLanguage>
      <MemoryRouter initialEntries={[url]}>
        <FlowAtlasPage />
      </MemoryRouter>
    </TestLanguage>,
  );
}
