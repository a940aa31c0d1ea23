import { useEffect, useState } from 'react';
import type { CatalogEntry } from '@machines/catalogEntry';
import { withStateDescriptions } from './machineDescriptions';
import { pictureOf, type MachinePicture } from './model/exportFiles';

export type PictureState = { status: 'loading' } | { status: 'ready'; picture: MachinePicture } | { status: 'failed' };

/** The laid-out statechart of a catalogue entry (ELK runs asynchronously). */
export function useMachinePicture(entry: CatalogEntry): PictureState {
  const [state, setState] = useState<{ id: string; value: PictureState }>({ id: entry.id, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    pictureOf(withStateDescriptions(entry)).then(
      (picture) => current && setState({ id: entry.id, value: { status: 'ready', picture } }),
      (error: unknown) => {
        console.error('[flows] layout failed', error);
        if (current) setState({ id: entry.id, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [entry]);
  return state.id === entry.id ? state.value : { status: 'loading' };
}
