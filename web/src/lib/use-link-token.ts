/**
 * The token of an emailed link (password reset, email confirmation, alert confirmation, alert unsubscribe). The emails put it in the
 * address's fragment (`#token=…`), which a browser never sends to a server: it reaches no access log (CloudFront,
 * API Gateway) and no Referer. Links mailed before carry it in the query (`?token=…`) and keep working.
 */
import { useLocation } from 'react-router-dom';

/** A value of the emailed link: from its fragment, else (links mailed before) its query. */
export function useLinkParam(name: string): string | null {
  const { hash, search } = useLocation();
  return new URLSearchParams(hash.slice(1)).get(name) ?? new URLSearchParams(search).get(name);
}

export function useLinkToken(): string | null {
  return useLinkParam('token');
}
