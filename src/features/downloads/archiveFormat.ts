// How the photo archives list shows an archive's size: kilobytes under a megabyte, else megabytes
// with one decimal, in the app's language (Intl unit formatting).
import { numberFormat } from '@/platform/i18n/intl';

const KB = 1_000;
const MB = 1_000_000;

export function formatArchiveSize(bytes: number, language: string): string {
  if (bytes >= MB) return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MB);
  return numberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / KB)));
}
