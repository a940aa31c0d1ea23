import { PlaceholderPage } from '@/features/shared/PlaceholderPage';

/**
 * The photo library's screens not built yet (albums, shared albums; S1 §2): the shared placeholder
 * with the photo library's sentence. This module is the entry of the photo area's own chunk (loaded
 * only on photo routes).
 */
export function PhotoAreaPage() {
  return <PlaceholderPage messageKey="photos.placeholder" />;
}
