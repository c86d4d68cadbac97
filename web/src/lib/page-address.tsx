/**
 * The page's own address without its query (what a visitor shares): in the browser from the location; on the
 * server, where there is no window, from what the renderer gives (functions/pages/job-page.ts renders a job page
 * with its canonical address), so the markup the app adopts carries the same links.
 */
import { createContext, useContext } from 'react';

const PageAddress = createContext<string | undefined>(undefined);

export const PageAddressProvider = PageAddress.Provider;

export function usePageAddress(): string {
  const given = useContext(PageAddress);
  return given ?? `${window.location.origin}${window.location.pathname}`;
}
