/**
 * A route's path with its parameters filled in, apart from the route table so the browser can fill a path from a
 * route's address (shared/route-addresses.ts) without loading the table (shared/routes.ts). Imports nothing.
 */

/**
 * The path with each `{name}` replaced by its parameter, percent-encoded: `/api/jobs/{id}` with `{ id: 7 }` is
 * `/api/jobs/7`. A parameter left out throws, so a caller cannot send a request to `/api/jobs/undefined`.
 */
export function fillPath(
  route: { method: string; path: string },
  params: Record<string, string | number> = {},
): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
