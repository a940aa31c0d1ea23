import { useEffect, useState } from 'react';
import { FLOWS_CHANNEL } from '@/platform/inspection/atlasWatch';
import { APP_HELLO, ATLAS_HELLO, parseLiveMessage, type LiveSnapshot } from '@/platform/inspection/protocol';

/** A running (or last seen) actor of an app tab; `left` once its page was closed or left. */
export type LiveActor = LiveSnapshot & { left: boolean };
export type LiveActors = ReadonlyMap<string, LiveActor>;

/** Applies one message from the channel to the known actors (key: tab and actor session id). */
export function applyLiveMessage(actors: LiveActors, data: unknown): LiveActors {
  const message = parseLiveMessage(data);
  if (message === null) return actors;
  const next = new Map(actors);
  if (message.kind === 'bye') {
    // The page is gone (signing out leaves the app): its actors keep their last state, marked left.
    for (const [key, actor] of actors) if (actor.tab === message.tab) next.set(key, { ...actor, left: true });
    return next;
  }
  next.set(`${message.tab}/${message.actor}`, { ...message, left: false });
  return next;
}

/**
 * The app's running actors, as the app tabs of this browser report them over the BroadcastChannel:
 * the atlas says 'atlas' when it opens and answers each tab's 'app', and the tabs then forward.
 */
export function useLiveActors(enabled: boolean): LiveActors {
  const [actors, setActors] = useState<LiveActors>(() => new Map());
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (data === APP_HELLO) channel.postMessage(ATLAS_HELLO);
      else setActors((current) => applyLiveMessage(current, data));
    };
    channel.postMessage(ATLAS_HELLO);
    return () => channel.close();
  }, [enabled]);
  return actors;
}
