// Create album (spec S1 §2 Modals: 'Create new album', confirm 'Create album'; §5; DECISIONS 29): the
// album form whose save is POST /albums with the client-made albumId of the modal's input; on
// success the customer goes to the new album.
import type { CreateAlbumResponse } from '@schemas/albums';
import { createAlbumFormMachine } from './albumForm';

export const albumCreateMachine = createAlbumFormMachine<CreateAlbumResponse, 'albumCreate'>({
  id: 'albumCreate',
  description: 'Creates an album named in a modal: the name is checked on submit, a failure keeps the modal and the name.',
});

export type AlbumCreateMachine = typeof albumCreateMachine;
