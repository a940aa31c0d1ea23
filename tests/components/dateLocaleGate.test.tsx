import { render, screen } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DateLocaleGate, useDateLocale } from '@/platform/i18n/DateLocaleContext';

/** A month heading as the photo timeline writes it, in the locale the gate gives. */
function MonthHeading() {
  const locale = useDateLocale();
  return <h2>{format(new Date(2026, 10, 1), 'LLLL yyyy', { locale })}</h2>;
}

function Page({ language }: { language: string }) {
  return (
    <main>
      <h1>My photos</h1>
      <DateLocaleGate language={language} fallback={<p>Loading your photos…</p>}>
        <MonthHeading />
      </DateLocaleGate>
    </main>
  );
}

describe('DateLocaleGate', () => {
  it('draws its fallback while the locale comes and what it wraps once it is in; the rest of the page does not wait', async () => {
    // Dutch: not loaded by the test setup, so its chunk is still to come
    render(<Page language="nl-NL" />);
    expect(screen.getByRole('heading', { name: 'My photos' })).toBeInTheDocument();
    expect(screen.getByText('Loading your photos…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'november 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your photos…')).not.toBeInTheDocument();
  });

  it('draws what it wraps at once when the locale is in already', () => {
    // en-GB is loaded once per test file (tests/setup/dom.ts), as the app's start loads it
    render(<Page language="en-GB" />);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your photos…')).not.toBeInTheDocument();
  });
});
