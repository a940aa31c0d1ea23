// A page section of records: a region named by its heading, whose table can take the heading's id
// for its own name; its note is a paragraph of the section.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordNote, RecordSection } from '@/ui/RecordSection';

describe('RecordSection', () => {
  it('is a region named by its heading, and hands the heading id to what it lists', () => {
    render(
      <RecordSection title="Invoices">
        {(headingId) => (
          <>
            <table aria-labelledby={headingId}>
              <tbody>
                <tr>
                  <td>R-1</td>
                </tr>
              </tbody>
            </table>
            <RecordNote>Older invoices are on page 2.</RecordNote>
          </>
        )}
      </RecordSection>,
    );
    const region = screen.getByRole('region', { name: 'Invoices' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(within(region).getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(within(region).getByText('Older invoices are on page 2.').tagName).toBe('P');
  });
});
