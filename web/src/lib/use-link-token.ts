/**
 * The token of an emailed link (password reset, email confirmation, alert confirmation, alert unsubscribe). The emails put it in the
 * address's fragment (`#token=…`), which a browser never sends to a server: it reaches no access log (CloudFront,
 * API Gateway) and no Referer. Links mailed before carry it in the query (`?token=…`) and keep working.
 */
import { useLocation } from 'react-router-dom';

export function useLinkToken(): string | null {
  const { hash, search } = useLocation();
  return new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token');
}
