import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '@schemas/errorReport';
import { AppErrorBoundary } from '@/app/AppErrorBoundary';
import { BrandProvider } from '@/platform/brand/BrandContext';
import { RouteErrorBoundary } from '@/app/router/RouteErrorBoundary';
import { catchErrorReports } from './support/errorReports';
import { TestLanguage } from './support/TestLanguage';
import { brandRow } from './support/renderApp';

let reports: ErrorReport[] = [];

function Broken(): never {
  throw new Error('boom');
}

const message = 'An unexpected error has occurred, please contact us if you continue to have problems.';

describe('error boundaries', () => {
  beforeEach(() => {
    reports = catchErrorReports();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the route error boundary shows the generic message and reports', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brand = brandRow();
    render(
      <TestLanguage>
        <BrandProvider value={{ brand, host: brand.host }}>
          <MemoryRouter>
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          </MemoryRouter>
        </BrandProvider>
      </TestLanguage>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(reports).toEqual([expect.objectContaining({ source: 'router', message: 'boom' })]);
  });

  it('the top-level boundary shows the generic message and reports', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestLanguage>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </TestLanguage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // reported with the component stack as its detail
    expect(reports).toEqual([expect.objectContaining({ source: 'react', message: 'boom', detail: expect.any(String) })]);
  });
});
