// Delete a shared album (S1 §2 Shared album page; §8; DECISIONS 35): the shared album page's Delete
// button and its modal. DELETE /shared-albums/{id}: the owner deletes it for every participant; a
// participant loses their access and the photos they added leave the album. The modal's text says
// which (the view knows the role); the flow is the one of every album delete modal.
import { createConfirmFlowMachine } from '../../shared/confirmFlow';
import { albumDeleteFlow } from './albumDeleteFlow';

export type { AlbumDeleteInput as SharedAlbumDeleteInput } from './albumDeleteFlow';

export const sharedAlbumDeleteMachine = createConfirmFlowMachine(
  albumDeleteFlow({
    id: 'sharedAlbumDelete',
    description: 'Deletes a shared album for everyone (the owner) or leaves it (a participant) after the customer confirms.',
    request: 'DELETE /shared-albums/{id}',
  }),
);

export type SharedAlbumDeleteMachine = typeof sharedAlbumDeleteMachine;
