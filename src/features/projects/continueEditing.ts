import * as z from 'zod/mini';
import { httpUrl } from '@schemas/common';

/**
 * Where "Continue editing" takes a saved project: the channel's print editor (the public config's
 * printEditor link) with the project's id as `projectId`. Decision: the spec names no target; the
 * print editor is where a project is made, so it is the one sensible place to carry on. No link
 * (null) when the channel's config gives no http or https editor link (DECISIONS 17).
 */
export function continueEditingUrl(printEditor: string | null | undefined, projectId: string): string | null {
  if (!printEditor || !z.safeParse(httpUrl, printEditor).success) return null;
  const url = new URL(printEditor);
  url.searchParams.set('projectId', projectId);
  return url.href;
}
