// The album and shared-album APIs as the wiring asks for them (services.api(name, make)): made from
// the photo service's and the shared albums service's clients, loaded with the photo area's chunk.
import { createAlbumsApi, createSharedAlbumsApi } from '@/api/albums';
import type { MakeApi } from '@/platform/services/services';

export const albumsApiOf: MakeApi<'albums'> = ({ client }) => createAlbumsApi(client('photos'));
export const sharedAlbumsApiOf: MakeApi<'sharedAlbums'> = ({ client }) => createSharedAlbumsApi(client('sharedAlbums'));
