// The download service's API (src/api/downloads.ts) over the services' downloads client, for the
// photo library's archive download and the downloads page's archive list.
import { createDownloadsApi } from '@/api/downloads';
import type { MakeApi } from '@/platform/services/services';

export const downloadsApiOf: MakeApi<'downloads'> = ({ client }) => createDownloadsApi(client('downloads'));
