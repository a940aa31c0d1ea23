import { createContext, useContext } from 'react';

/** The browser leaves the app for another site (the shop after a reorder, DECISIONS 13). */
export type Leave = (url: string) => void;

const leaveByBrowser: Leave = (url) => window.location.assign(url);

const LeaveContext = createContext<Leave>(leaveByBrowser);

/**
 * Where leaving the app goes: the browser's own navigation unless a provider says otherwise (tests
 * give a fake that records the URL, as jsdom cannot navigate away).
 */
export const LeaveProvider = LeaveContext.Provider;

export function useLeave(): Leave {
  return useContext(LeaveContext);
}
