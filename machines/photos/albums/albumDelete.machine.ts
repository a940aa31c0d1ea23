// Delete an own album (S1 §2 Album page; §8): the album page's Delete album button and its modal.
// DELETE /albums/{id}: the album goes, its photos stay in the library. The flow is the one of every
// album delete modal (albumDeleteFlow.ts).
import { createConfirmFlowMachine } from '../../shared/confirmFlow';
import { albumDeleteFlow } from './albumDeleteFlow';

export type { AlbumDeleteInput } from './albumDeleteFlow';

export const albumDeleteMachine = createConfirmFlowMachine(
  albumDeleteFlow({
    id: 'albumDelete',
    description: 'Deletes an own album after the customer confirms; its photos stay in the library.',
    request: 'DELETE /albums/{id}',
  }),
);

export type AlbumDeleteMachine = typeof albumDeleteMachine;
