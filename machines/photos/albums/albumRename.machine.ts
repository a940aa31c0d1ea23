// Rename album (spec S1 §2 Album page, Modals; §5; DECISIONS 29): the album form prefilled with the
// current name, whose save is PATCH /albums/{id}; it answers the renamed album.
import type { Album } from '@schemas/albums';
import { createAlbumFormMachine } from './albumForm';

export const albumRenameMachine = createAlbumFormMachine<Album, 'albumRename'>({
  id: 'albumRename',
  description: 'Renames an album in a modal prefilled with its name: checked on submit, a failure keeps the modal and the name.',
});

export type AlbumRenameMachine = typeof albumRenameMachine;
