// The shared album page's album (S1 §2 Shared album page; §7 GET /shared-albums/{id} with its
// participants), with the spec's request state: the generic resource load under its own name,
// loaded for the page's life.
import type { SharedAlbumDetails } from '@schemas/albums';
import { createResourceMachine } from '../../shell/resource.machine';

export const sharedAlbumMachine = createResourceMachine<SharedAlbumDetails, 'sharedAlbum'>('sharedAlbum');

export type SharedAlbumMachine = typeof sharedAlbumMachine;
