// The downloads page's photo archives (DECISIONS 8; GET /downloads), with the spec's request state:
// the generic resource load under its own name, asked again on each visit and again while an
// archive is being built whenever the push socket says one finished or failed (the wiring:
// src/features/downloads/wiring/photoArchives.ts).
import type { DownloadItem } from '@schemas/downloads';
import { createResourceMachine } from '../shell/resource.machine';

export const photoArchivesMachine = createResourceMachine<DownloadItem[], 'photoArchives'>('photoArchives');

export type PhotoArchivesMachine = typeof photoArchivesMachine;
