// The album page's album (S1 §2 Album page; §7 GET /albums/{id}), with the spec's request state: the
// generic resource load under its own name, loaded for the page's life and again after a rename or
// an add.
import type { Album } from '@schemas/albums';
import { createResourceMachine } from '../../shell/resource.machine';

export const albumMachine = createResourceMachine<Album, 'album'>('album');

export type AlbumMachine = typeof albumMachine;
